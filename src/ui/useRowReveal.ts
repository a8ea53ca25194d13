/**
 * A row's reveal: whether the row around the host (the closest tr or [role=row], else its
 * parent) is hovered or holds keyboard focus. Always true without `row`.
 */
import { useEffect, useState } from 'react';
import { useHost } from './host';

export function useRowReveal(row: boolean): boolean {
  const host = useHost();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!row) return undefined;
    const container = host.closest('tr, [role="row"]') ?? host.parentElement;
    if (!container) return undefined;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && container.contains(event.relatedTarget))) setFocused(false);
    };
    container.addEventListener('pointerenter', enter);
    container.addEventListener('pointerleave', leave);
    container.addEventListener('focusin', focusIn);
    container.addEventListener('focusout', focusOut as EventListener);
    setFocused(container.matches(':focus-within'));
    setHovered(container.matches(':hover'));
    return () => {
      container.removeEventListener('pointerenter', enter);
      container.removeEventListener('pointerleave', leave);
      container.removeEventListener('focusin', focusIn);
      container.removeEventListener('focusout', focusOut as EventListener);
    };
  }, [row, host]);
  return !row || hovered || focused;
}
