/**
 * useDialog: the one modal-dialog behaviour of the site (ui/Modal, the command prompt, the
 * announcement stack). The caller renders the markup and puts the returned ref on the dialog
 * element; the hook gives it:
 *
 * - open: a native <dialog> is shown with showModal() (top layer, inert page; show() where the
 *   browser refuses, e.g. inside a closing popover); another element is a dialog drawn by the
 *   caller (the announcement's mask), so focus that leaves it is brought back;
 * - focus: on open, and whenever `focusKey` changes, to `initialFocus()`; Tab and Shift+Tab wrap
 *   through the dialog's tabbables (core/focus.ts: slots expanded, shadow roots entered);
 * - Escape (and a native dialog's cancel): `onDismiss('escape')` when `dismissable`; a
 *   non-dismissable dialog (an announcement that must be acknowledged) swallows it;
 * - close: the native dialog is closed and focus goes back where the user was.
 *
 * Listeners are native, not React's: keys from slotted light DOM never reach React handlers.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { deepActiveElement, returnFocus, tabbablesIn } from '../core/focus';

export interface DialogOptions {
  open: boolean;
  /** false: Escape does nothing (the dialog closes only through its own controls). */
  dismissable: boolean;
  onDismiss?(reason: 'escape'): void;
  /** Where focus goes on open (and on each new `focusKey`); nothing focused when it returns null. */
  initialFocus(dialog: HTMLElement): HTMLElement | null | undefined;
  /** A change moves focus to `initialFocus()` again (a new announcement on top, the shortcut again). */
  focusKey?: unknown;
}

export function useDialog<T extends HTMLElement>(options: DialogOptions) {
  const ref = useRef<T>(null);
  const { open, focusKey } = options;
  // The newest options for the native listeners; synced after each commit, not during render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  /** Set while closing: giving focus back must not be caught by the focus containment. */
  const released = useRef(true);

  // Runs before the focus move below, so it remembers where the user was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const returnTo = deepActiveElement();
    released.current = false;
    if (dialog instanceof HTMLDialogElement && !dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.show(); // still usable, just not modal
      }
    }
    return () => {
      released.current = true;
      if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
      // After close() the page is no longer inert, so the focus call works.
      giveFocusBack(returnTo);
    };
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && open) latest.current.initialFocus(dialog)?.focus({ preventScroll: true });
  }, [open, focusKey]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here so that a page's own Escape handlers (menus, todo box) stay out of it.
        event.preventDefault();
        event.stopPropagation();
        if (latest.current.dismissable) latest.current.onDismiss?.('escape');
      } else if (event.key === 'Tab') {
        cycleFocus(dialog, event);
      }
    };
    const onCancel = (event: Event) => {
      // An Escape that reached the browser's own handling: same request, same owner decision.
      event.preventDefault();
      if (latest.current.dismissable) latest.current.onDismiss?.('escape');
    };
    // A dialog the browser does not keep modal: focus that leaves it (a page script, a screen
    // reader's jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (released.current || !dialog.isConnected || dialog.matches(':modal')) return;
      if (!event.composedPath().includes(dialog)) latest.current.initialFocus(dialog)?.focus({ preventScroll: true });
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return ref;
}

/**
 * Focus back where the user was when the dialog opened (Chromium's close() of a native dialog
 * may already have put it there). The one place every dialog returns focus. Where the user was
 * is gone (the server's copy of an announcement, whose Okay had focus at load) or was nowhere
 * (the body): the page's main content (core/focus returnFocus), never the body.
 */
function giveFocusBack(returnTo: HTMLElement | null): void {
  if (returnTo && deepActiveElement() === returnTo) return;
  returnFocus(returnTo);
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping at both ends. */
function cycleFocus(dialog: HTMLElement, event: KeyboardEvent): void {
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
