/**
 * The generic error: a message with a Reload button, shown inline (replacing the
 * failed content) or, in popup mode, in a modal titled 'Error'.
 */
import type { ReactNode } from 'react';
import { StatusIcon } from './icons';
import { Modal, type ModalCloseReason } from './Modal';
import { useShadowStyles } from '../core/define';
import { errorPanelCss } from './error-panel.styles';

export const DEFAULT_ERROR_MESSAGE = 'Some error occurred.';
export const ERROR_HEADING = 'Error';
export const RELOAD_LABEL = 'Reload';

export interface ErrorPanelProps {
  /** The message; DEFAULT_ERROR_MESSAGE when absent. */
  children?: ReactNode;
  popup?: boolean;
  /** Popup mode only: whether the popup is showing. */
  open?: boolean;
  heading?: string;
  onReload: () => void;
  /** Popup mode only: the user asked to close the popup. */
  onClose?: (reason: ModalCloseReason) => void;
  /** The inline panel's part name, for elements that document their own ('panel' by default). */
  part?: string;
}

export function ErrorPanel({
  children, popup = false, open = true, heading = ERROR_HEADING, onReload, onClose, part = 'panel',
}: ErrorPanelProps) {
  useShadowStyles(errorPanelCss);
  const message = children ?? DEFAULT_ERROR_MESSAGE;
  const reload = (
    <button type="button" className="button reload" part="reload" onClick={onReload}>
      {RELOAD_LABEL}
    </button>
  );
  if (popup) {
    return (
      <Modal open={open} heading={heading} type="error" onClose={(reason) => onClose?.(reason)} actions={reload}>
        <div className="message" part="message">{message}</div>
      </Modal>
    );
  }
  return (
    <div className="error-panel" part={part} role="alert">
      <StatusIcon type="error" className="icon" />
      <div className="message" part="message">{message}</div>
      {reload}
    </div>
  );
}
