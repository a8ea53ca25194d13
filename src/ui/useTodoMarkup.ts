/**
 * The todo widget's server markup (GET /api/todo/widget) for this user, present or not: asked
 * for once the widget is wanted (a row's widget once its row has been revealed, or on screens
 * that cannot hover once it is near the viewport), again after a sign-in; sanitised with the
 * todoWidget profile. When it arrives the widget fires cc-widgetloaded, and keyboard focus on
 * the widget's own button moves to the button that replaces it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { fetchTodoWidget } from '../api/todo';
import { useHost } from './host';
import { focusIsInside } from './focus-inside';
import { markupTools, withMarkupTools } from '../core/markup-loader';
import { canHover } from '../core/pointer';
import { yieldToPage } from '../core/tasks';
import { useRowReveal } from './useRowReveal';

/** How near the viewport a row's widget is asked for on a screen that cannot hover. */
const NEAR_VIEWPORT = '300px 0px';

export interface TodoMarkupOptions {
  problem: string;
  contest: string;
  width: number;
  height: number;
  row: boolean;
  /** The session is still being read (no request until it is known). */
  loading: boolean;
  username: string;
}

/** The sanitised markup (null until it is here) and whether the widget's row is revealed. */
export function useTodoMarkup(options: TodoMarkupOptions, wrapper: RefObject<HTMLSpanElement | null>) {
  const { problem, contest, width, height, row, loading, username } = options;
  const host = useHost();
  // Sanitised when it arrives, in that answer's task: in the render, the sanitiser (its first
  // call on the page compiles it) and the commit that shows the widget were one long task.
  const [html, setHtml] = useState<TrustedHTML | string | null>(null);
  const refocusMarkup = useRef(false);
  const revealed = useRowReveal(row);
  const [wanted, setWanted] = useState(() => !row);
  useEffect(() => {
    if (revealed) setWanted(true);
  }, [revealed]);
  // A row's widget on a screen that cannot hover shows at once, and is asked for once it comes
  // near the viewport: a table of 200 problems on a phone asks for the rows in view, and for
  // the others as they are scrolled to, not for 200 at once while the page loads.
  useEffect(() => {
    if (!row || wanted || canHover()) return undefined;
    const target = wrapper.current ?? host;
    if (typeof IntersectionObserver !== 'function') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: NEAR_VIEWPORT });
    observer.observe(target);
    return () => observer.disconnect();
  }, [row, wanted, host, wrapper]);

  // The server's markup for this user (present or not); again after a sign-in.
  useEffect(() => {
    if (loading || !wanted) return undefined;
    let current = true;
    setHtml(null);
    // The request starts in a task of its own: a table's widgets all mount in the commit that
    // shows the table, and each request's set-up (cookies, headers, the call) is not work that
    // frame needs; the widget shows its own button meanwhile. The server's markup and the
    // sanitiser it needs arrive together.
    const ask = () => withMarkupTools(fetchTodoWidget({ problem, contest, width, height })).then(
      (answer) => {
        if (!current) return;
        // A row's widget may be swapped while its own button has keyboard focus: keep focus on
        // the button that replaces it.
        refocusMarkup.current = focusIsInside(wrapper.current);
        setHtml(markupTools.ready!.trustedHtml(answer, 'todoWidget'));
      },
      () => undefined, // A widget failure is not shown; the widget's own button still adds.
    );
    void yieldToPage().then(() => {
      if (current) void ask();
    });
    return () => {
      current = false;
    };
  }, [problem, contest, width, height, loading, username, wanted]);

  // Read again in the render that swaps the button (its commit follows in the same task): a Tab
  // between the answer and that render moves focus onto the button about to be replaced.
  const focusBeforeCommit = focusIsInside(wrapper.current);
  useEffect(() => {
    if (html === null || !(refocusMarkup.current || focusBeforeCommit)) return;
    refocusMarkup.current = false;
    wrapper.current?.querySelector<HTMLElement>('[part="markup"] button')?.focus();
    // Only a new markup moves focus; the focus read belongs to the render that brought it.
  }, [html]);
  useEffect(() => {
    // From whichever element renders the widget (cc-todo-widget, cc-problem): both declare it.
    if (html !== null) host.dispatchEvent(new CustomEvent('cc-widgetloaded', { detail: { problem, contest }, bubbles: true, composed: true }));
  }, [html, host, problem, contest]);

  return { html, revealed };
}
