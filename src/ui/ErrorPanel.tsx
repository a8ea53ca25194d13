/**
 * The generic error: a message with a Reload button, shown inline (replacing the failed
 * content). The popup form, in a modal titled 'Error', is ErrorPopup (ui/ErrorPopup.tsx): apart,
 * so that an element showing only inline errors does not download the modal dialog.
 * While shown, the panel mends the page by itself: when a background retry gets an answer again
 * (core/http-recovery.ts) or the network comes back, it does what Reload does.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { onConnectivityChange } from '../core/connectivity';
import { onRecovered } from '../core/http-recovery';
import { StatusIcon } from './icons';
import { useShadowStyles } from './host';
import { errorPanelCss } from './error-panel.styles';

export const DEFAULT_ERROR_MESSAGE = 'Some error occurred.';
export const ERROR_HEADING = 'Error';
export const RELOAD_LABEL = 'Reload';

export interface ErrorPanelProps {
  /** The message; DEFAULT_ERROR_MESSAGE when absent. */
  children?: ReactNode;
  onReload: () => void;
  /** The inline panel's part name, for elements that document their own ('panel' by default). */
  part?: string;
  /** Reload by itself once the server or the network is back (default true). */
  recover?: boolean;
}

/** Calls `reload` when the server answers again or the network is back, while mounted. */
function useRecovery(reload: () => void, enabled = true): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!enabled) return undefined;
    const stopRecovered = onRecovered(() => latest.current());
    const stopOnline = onConnectivityChange((online) => {
      if (online) latest.current();
    });
    return () => {
      stopRecovered();
      stopOnline();
    };
  }, [enabled]);
}

export function ReloadButton({ onReload }: { onReload: () => void }) {
  return (
    <button type="button" className="button reload" part="reload" onClick={onReload}>
      {RELOAD_LABEL}
    </button>
  );
}

export function ErrorPanel({ children, onReload, part = 'panel', recover = true }: ErrorPanelProps) {
  useShadowStyles(errorPanelCss);
  useRecovery(onReload, recover);
  return (
    <div className="error-panel" part={part} role="alert">
      <StatusIcon type="error" className="icon" />
      <div className="message" part="message">{children ?? DEFAULT_ERROR_MESSAGE}</div>
      <ReloadButton onReload={onReload} />
    </div>
  );
}
