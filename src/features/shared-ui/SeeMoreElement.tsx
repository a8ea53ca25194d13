/** <cc-see-more>: SeeMore around slotted content. */
import { useHostEvent } from '../../core/define';
import { positive } from '../../ui/choice';
import { DEFAULT_LINES, SeeMore } from '../../ui/SeeMore';

export interface SeeMoreElementProps {
  lines?: number;
  maxHeight?: number;
}

const TAG = 'cc-see-more';

export function SeeMoreElement({ lines, maxHeight }: SeeMoreElementProps) {
  const emit = useHostEvent();
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
