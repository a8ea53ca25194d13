import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * One disclosure (WAI-ARIA disclosure pattern) of the header: a toggle button and the panel it
 * shows — the course menu, the user menu, the todo box and the mobile menu all use it.
 * - the button says aria-expanded and aria-controls, and toggles on click;
 * - the panel is `hidden` while closed;
 * - while open, Escape anywhere on the page and a pointer press outside the button and panel
 *   close it. After Escape, focus goes back to the button when it was inside the panel (or on
 *   the button): a user typing elsewhere on the page keeps their focus.
 * Which disclosure is open is the caller's state (one open at a time in the header).
 */
export interface Disclosure {
  open: boolean;
  setOpen(open: boolean): void;
  /** Spread on the toggle button. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick(): void;
  };
  /** Spread on the panel. */
  panelProps: { ref: (node: HTMLElement | null) => void; id: string; hidden: boolean };
  /** The panel element, for keyboard navigation inside it. */
  panelRef: RefObject<HTMLElement | null>;
  /** Opens, then runs `focus` once the panel is rendered (ArrowDown on the button). */
  openAndFocus(focus: () => void): void;
}

export function useDisclosure(panelId: string, open: boolean, setOpen: (open: boolean) => void): Disclosure {
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement | null>(null);
  const setPanel = useCallback((node: HTMLElement | null) => {
    panel.current = node;
  }, []);
  // The latest close, without re-subscribing the document listeners on every render.
  const close = useRef(() => setOpen(false));
  close.current = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const contains = (node: Node | null | undefined) =>
      !!node && [panel.current, trigger.current].some((part) => part?.contains(node));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const root = trigger.current?.getRootNode() as ShadowRoot | Document | undefined;
      const focusInside = contains(root?.activeElement);
      event.preventDefault();
      close.current();
      if (focusInside) trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      // composedPath sees into our shadow root; event.target would be the host element.
      if (!event.composedPath().some((node) => node instanceof Node && contains(node))) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open]);

  return {
    open,
    setOpen,
    triggerProps: { ref: trigger, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) },
    panelProps: { ref: setPanel, id: panelId, hidden: !open },
    panelRef: panel,
    openAndFocus: (focus) => {
      setOpen(true);
      // The panel renders in this same task; focus once it is there.
      requestAnimationFrame(focus);
    },
  };
}
