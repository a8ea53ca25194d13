/**
 * A modal dialog on the native <dialog> (top layer, inert page behind it, a ::backdrop).
 * On top of what the browser gives: focus moves inside on open and cycles with Tab/Shift+Tab
 * through slotted content too, Escape and the close control report a close request instead of
 * closing on their own (the owner decides, so it can be cancelled), and focus goes back to
 * where it was when the dialog closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { deepActiveElement, tabbablesIn } from '../core/focus';
import { STATUS_LABELS, StatusIcon, type StatusType } from './icons';
import { useShadowStyles } from '../core/define';
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const title = heading?.trim() || STATUS_LABELS[type];

  // Listeners are native: keys and clicks from slotted light DOM never reach React's handlers
  // (React finds handlers through the target's DOM parents, which skip the shadow tree).
  const latest = useRef({ onClose, closeOnBackdrop });
  latest.current = { onClose, closeOnBackdrop };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here so that a page's own Escape handlers (menus, todo box) stay out of it.
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose('escape');
      } else if (event.key === 'Tab') {
        cycleFocus(dialog, event);
      }
    };
    const onCancel = (event: Event) => {
      // An Escape that reached the browser's own handling: same request, same owner decision.
      event.preventDefault();
      latest.current.onClose('escape');
    };
    const onClick = (event: MouseEvent) => {
      // The box fills the dialog, so a click whose target is the dialog itself hit the backdrop.
      if (latest.current.closeOnBackdrop && event.target === dialog) latest.current.onClose('backdrop');
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    returnFocus.current = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    focusInitial(dialog);
    return () => {
      if (dialog.open) dialog.close();
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

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
function focusInitial(dialog: HTMLDialogElement): void {
  const content = dialog.querySelector('.content');
  const actions = dialog.querySelector('.actions');
  const all = tabbablesIn(dialog);
  const target =
    all.find((el) => el.hasAttribute('autofocus')) ??
    (content && tabbablesIn(content)[0]) ??
    (actions && tabbablesIn(actions)[0]) ??
    all[0];
  target?.focus();
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping at both ends. */
function cycleFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const all = tabbablesIn(dialog);
  if (all.length === 0) {
    event.preventDefault();
    return;
  }
  const first = all[0]!;
  const last = all[all.length - 1]!;
  const active = deepActiveElement();
  const index = active ? all.indexOf(active) : -1;
  if (event.shiftKey && index <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (index === -1 || index === all.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}
