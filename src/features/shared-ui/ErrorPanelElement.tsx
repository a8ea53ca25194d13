/**
 * <cc-error-panel>: the ErrorPanel for pages. Reload asks the page first (cc-reload, cancelable:
 * a form reloads itself instead of the page), then reloads the page (through the reload guard).
 */
import { useState } from 'react';
import { useHostEvent } from '../../ui/host';
import { reloadAtUsersRequest } from '../../core/reload-guard';
import { DEFAULT_ERROR_MESSAGE, ERROR_HEADING, ErrorPanel } from '../../ui/ErrorPanel';
import { ErrorPopup } from '../../ui/ErrorPopup';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-error-panel.decl';

/** The element's props, as its declaration (cc-error-panel.decl.ts) says. */
export type ErrorPanelElementProps = ElementProps<typeof declaration>;

export function ErrorPanelElement({ message, heading, popup = false }: ErrorPanelElementProps) {
  const emit = useHostEvent(declaration);
  const [closed, setClosed] = useState(false);
  const reload = () => {
    if (emit('cc-reload')) reloadAtUsersRequest();
  };
  const content = <slot>{message?.trim() || DEFAULT_ERROR_MESSAGE}</slot>;
  // A server-rendered error reloads the whole page: only when the user asks.
  if (!popup) return <ErrorPanel onReload={reload} recover={false}>{content}</ErrorPanel>;
  return (
    <ErrorPopup
      open={!closed}
      heading={heading?.trim() || ERROR_HEADING}
      onReload={reload}
      onClose={(reason) => {
        if (emit('cc-close', { reason })) setClosed(true);
      }}
    >
      {content}
    </ErrorPopup>
  );
}
