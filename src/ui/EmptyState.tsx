/** What a list or table shows when it has nothing ("Oops! we don't have data."). */
import type { ReactNode } from 'react';
import { useShadowStyles } from './host';
import { emptyStateCss } from './empty-state.styles';

const DEFAULT_EMPTY_MESSAGE = "Oops! we don't have data.";

export interface EmptyStateProps {
  message?: string;
  /** Follow-up controls, e.g. a Reload link. */
  children?: ReactNode;
}

export function EmptyState({ message = DEFAULT_EMPTY_MESSAGE, children }: EmptyStateProps) {
  useShadowStyles(emptyStateCss);
  return (
    <div className="empty-state" part="empty">
      <svg className="empty-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20 6h-8l-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 12H4V8h16z" />
      </svg>
      <p className="empty-message">{message}</p>
      {children ? <div className="empty-actions">{children}</div> : null}
    </div>
  );
}
