/**
 * One toast: it shows, stays for its duration, then asks to be dismissed; the host
 * slides it out. Hovering or focusing it pauses the countdown (WCAG 2.2.1: time limits must be
 * adjustable), a right click or the close control dismisses it early.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Toast as ToastData, ToastLocation, ToastSize } from '../domain/toasts';
import { useShadowStyles } from './host';
import { toastCss } from './toast.styles';

export interface ToastProps {
  toast: ToastData;
  /** Resolved by the host: the toast's own value, else the host's default. */
  duration: number;
  size: ToastSize;
  location: ToastLocation;
  onDismiss: (id: number) => void;
}

export function Toast({ toast, duration, size, location, onDismiss }: ToastProps) {
  useShadowStyles(toastCss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;
  const counting = !toast.static && !toast.leaving && !paused;

  useEffect(() => {
    if (!counting) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [counting, toast.id, onDismiss]);

  const dismissOnRightClick = (event: MouseEvent) => {
    event.preventDefault();
    onDismiss(toast.id);
  };

  const classes = ['toast', `style-${toast.style}`, `size-${size}`, `from-${location}`, toast.leaving ? 'leaving' : ''];
  return (
    <div
      className={classes.join(' ').trim()}
      part={`toast toast-${toast.style}`}
      aria-atomic="true"
      data-toast-id={toast.id}
      onContextMenu={dismissOnRightClick}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="body">
        {toast.title ? <p className="title" part="toast-title">{toast.title}</p> : null}
        <p className="message" part="toast-message">{toast.message}</p>
      </div>
      <button type="button" className="close" part="toast-close" aria-label="Close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">{toast.close}</span>
      </button>
    </div>
  );
}
