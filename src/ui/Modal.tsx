/**
 * A modal dialog on the native <dialog> (top layer, inert page behind it, a ::backdrop), with
 * the site's dialog behaviour from useDialog: focus moves inside on open and cycles with
 * Tab/Shift+Tab through slotted content too, Escape and the close control report a close
 * request instead of closing on their own (the owner decides, so it can be cancelled), and
 * focus goes back to where it was when the dialog closes.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { tabbablesIn } from '../core/focus';
import { useDialog } from './useDialog';
import { STATUS_LABELS, StatusIcon, type StatusType } from './icons';
import { useShadowStyles } from './host';
import { modalCss } from './modal.styles';

export type ModalCloseReason = 'escape' | 'close-button' | 'backdrop' | 'action';

export interface ModalProps {
  open: boolean;
  /** The dialog's name; the status label when empty. */
  heading?: string;
  type?: StatusType;
  /** Asked to close; the owner sets `open` to false (or keeps it open). */
  onClose: (reason: ModalCloseReason, value?: string) => void;
  children?: ReactNode;
  /** The footer; nothing when absent. */
  actions?: ReactNode;
  closeOnBackdrop?: boolean;
  /** Accessible name of the × control. */
  closeLabel?: string;
}

export function Modal({ open, heading, type = 'info', onClose, children, actions, closeOnBackdrop = true, closeLabel = 'Close' }: ModalProps) {
  useShadowStyles(modalCss);
  const headingId = useId();
  const title = heading?.trim() || STATUS_LABELS[type];
  const dialogRef = useDialog<HTMLDialogElement>({
    open,
    dismissable: true,
    onDismiss: (reason) => onClose(reason),
    initialFocus: focusInitial,
  });

  // A backdrop click is a native listener too: clicks on slotted light DOM never reach React.
  const latest = useRef({ onClose, closeOnBackdrop });
  useLayoutEffect(() => {
    latest.current = { onClose, closeOnBackdrop };
  });
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onClick = (event: MouseEvent) => {
      // The box fills the dialog, so a click whose target is the dialog itself hit the backdrop.
      if (latest.current.closeOnBackdrop && event.target === dialog) latest.current.onClose('backdrop');
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      className={`modal type-${type}`}
      part="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
    >
      <div className="box" part="box">
        <header className="header" part="header">
          <StatusIcon type={type} className="icon" decorative={!heading?.trim()} />
          <h2 id={headingId} className="heading" part="heading">{title}</h2>
          <button type="button" className="close" part="close" aria-label={closeLabel} onClick={() => onClose('close-button')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="content" part="content">{children}</div>
        {actions ? <footer className="actions" part="actions">{actions}</footer> : null}
      </div>
    </dialog>
  );
}

/** An [autofocus] element, else the first control of the content, else of the footer, else ×. */
function focusInitial(dialog: HTMLElement): HTMLElement | undefined {
  const content = dialog.querySelector('.content');
  const actions = dialog.querySelector('.actions');
  const all = tabbablesIn(dialog);
  const target =
    all.find((el) => el.hasAttribute('autofocus')) ??
    (content && tabbablesIn(content)[0]) ??
    (actions && tabbablesIn(actions)[0]) ??
    all[0];
  return target;
}
