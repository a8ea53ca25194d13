/** The generic error in a modal titled 'Error' (by default): the message and a Reload button. */
import type { ReactNode } from 'react';
import { Modal, type ModalCloseReason } from './Modal';
import { useShadowStyles } from './host';
import { errorPanelCss } from './error-panel.styles';
import { DEFAULT_ERROR_MESSAGE, ERROR_HEADING, ReloadButton } from './ErrorPanel';

export interface ErrorPopupProps {
  /** The message; DEFAULT_ERROR_MESSAGE when absent. */
  children?: ReactNode;
  /** Whether the popup is showing. */
  open?: boolean;
  heading?: string;
  onReload: () => void;
  /** The user asked to close the popup. */
  onClose?: (reason: ModalCloseReason) => void;
}

export function ErrorPopup({ children, open = true, heading = ERROR_HEADING, onReload, onClose }: ErrorPopupProps) {
  useShadowStyles(errorPanelCss);
  return (
    <Modal open={open} heading={heading} type="error" onClose={(reason) => onClose?.(reason)} actions={<ReloadButton onReload={onReload} />}>
      <div className="message" part="message">{children ?? DEFAULT_ERROR_MESSAGE}</div>
    </Modal>
  );
}
