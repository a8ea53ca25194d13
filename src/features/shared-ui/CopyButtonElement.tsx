/** <cc-copy-button>: the CopyButton for pages; copies `text`, or the text of the element `target` names. */
import { useCallback } from 'react';
import { useHost, useHostEvent } from '../../ui/host';
import { COPY_LABEL, CopyButton } from '../../ui/CopyButton';
import { textOfTarget } from './logic';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-copy-button.decl';

/** The element's props, as its declaration (cc-copy-button.decl.ts) says. */
export type CopyButtonElementProps = ElementProps<typeof declaration>;

export function CopyButtonElement({ text, target, label }: CopyButtonElementProps) {
  const host = useHost();
  const emit = useHostEvent(declaration);

  const resolve = useCallback((): string | undefined => {
    if (text !== undefined) return text;
    if (!target) {
      console.warn('<cc-copy-button>: give a "text" or a "target" attribute; nothing to copy.');
      return undefined;
    }
    // The target usually sits next to the button: in the same shadow root, or in the document.
    const root = host.getRootNode() as Document | ShadowRoot;
    const element = root.getElementById(target) ?? document.getElementById(target);
    if (!element) {
      console.warn(`<cc-copy-button>: attribute "target" names no element: ${JSON.stringify(target)}.`);
      return undefined;
    }
    return textOfTarget(element);
  }, [host, text, target]);

  return (
    <CopyButton
      text={resolve}
      label={label?.trim() || COPY_LABEL}
      onCopied={(copied) => emit('cc-copy', { text: copied })}
      onFailed={() => emit('cc-copy-error')}
    />
  );
}
