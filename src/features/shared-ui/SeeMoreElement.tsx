/** <cc-see-more>: SeeMore around slotted content. */
import { useHostEvent } from '../../ui/host';
import { positive } from '../../ui/choice';
import { DEFAULT_LINES, SeeMore } from '../../ui/SeeMore';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-see-more.decl';

/** The element's props, as its declaration (cc-see-more.decl.ts) says. */
export type SeeMoreElementProps = ElementProps<typeof declaration>;

const TAG = 'cc-see-more';

export function SeeMoreElement({ lines, maxHeight }: SeeMoreElementProps) {
  const emit = useHostEvent(declaration);
  return (
    <SeeMore
      lines={positive(TAG, 'lines', lines, DEFAULT_LINES)}
      maxHeight={positive(TAG, 'max-height', maxHeight, undefined)}
      onToggle={(expanded) => emit('cc-toggle', { expanded })}
    >
      <slot />
    </SeeMore>
  );
}
