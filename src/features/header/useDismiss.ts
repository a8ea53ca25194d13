import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open popup (menu, list box, panel) on Escape anywhere on the page and on a pointer
 * press outside it. `parts` are the popup and its trigger. After Escape, focus goes back to
 * `trigger` when it was inside the popup (or on the trigger): a user typing elsewhere on the
 * page keeps their focus.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  parts: ReadonlyArray<RefObject<HTMLElement | null>>,
  trigger: RefObject<HTMLElement | null>,
): void {
  // The latest values, without re-subscribing the document listeners on every render.
  const latest = useRef({ close, parts, trigger });
  latest.current = { close, parts, trigger };

  useEffect(() => {
    if (!open) return undefined;
    const contains = (node: Node | null | undefined) =>
      !!node && latest.current.parts.some((part) => part.current?.contains(node));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const root = latest.current.trigger.current?.getRootNode() as ShadowRoot | Document | undefined;
      const focusInside = contains(root?.activeElement);
      event.preventDefault();
      latest.current.close();
      if (focusInside) latest.current.trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      // composedPath sees into our shadow root; event.target would be the host element.
      if (!event.composedPath().some((node) => node instanceof Node && contains(node))) latest.current.close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open]);
}
