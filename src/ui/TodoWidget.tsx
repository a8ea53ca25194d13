/**
 * The todo widget: shows an add
 * button at once, asks GET /api/todo/widget for the server's markup and puts it (sanitised) in
 * the button's place, then fires cc-widgetloaded. Pressing the button posts /api/todo/add;
 * afterwards the 'already present' mark replaces it and the header's count goes up by one at
 * once (shared atoms, no refetch). Beside the mark, a remove button posts /api/todo/remove and
 * brings the add button back (the count goes down). A failure shows the server's message beside the button.
 * Visitors are sent to /login?destination={this page}.
 *
 * With `row`, the widget stays transparent until its row (the closest tr or [role=row]) is
 * hovered or holds keyboard focus: it is still in the tab order, and shows when focused. A
 * row's widget asks the server for its markup only once its row has been revealed (at once on
 * screens that cannot hover): a list scrolling past thousands of rows does not ask for each.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { addTodo, fetchTodoWidget, removeTodo } from '../api/todo';
import { useHost, useShadowStyles } from './host';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../core/http';
import { nav } from '../core/nav';
import { canHover } from '../core/pointer';
import { yieldToPage } from '../core/tasks';
import { markupTools, withMarkupTools } from '../core/markup-loader';
import { isSignedIn } from '../domain/session';
import { store } from '../core/store';
import { pageSettingsAtom, useSession } from '../state/session';
import { addedTodosAtom, recordTodoAddAtom, recordTodoRemoveAtom, removedTodosAtom, todoKey } from '../state/todo';
import { AddTodoIcon, PresentTodoIcon, RemoveTodoIcon } from './TodoIcons';
import {
  ADD_TITLE, PRESENT_TITLE, REMOVE_TITLE, addLabel, loginTarget, presentLabel, removeLabel, removedLabel,
} from '../domain/todo';
import { todoWidgetCss } from './todo-widget.styles';

export interface TodoWidgetProps {
  problem: string;
  contest: string;
  width: number;
  height: number;
  /** Reveal on hover or focus of the surrounding row only. */
  row?: boolean;
}

interface Message {
  text: string;
  error: boolean;
}

/** Signed in? Waits for the page settings, so a click during load is not taken for a visitor's. */
async function signedInNow(): Promise<boolean> {
  try {
    return isSignedIn(await store.get(pageSettingsAtom));
  } catch {
    return false;
  }
}

export function TodoWidget({ problem, contest, width, height, row = false }: TodoWidgetProps) {
  useShadowStyles(todoWidgetCss);
  const host = useHost();
  const { loading, settings } = useSession();
  const username = settings?.username ?? '';
  const key = todoKey(username, contest, problem);
  const added = useAtomValue(addedTodosAtom).has(key);
  const removed = useAtomValue(removedTodosAtom).has(key);
  const recordAdd = useSetAtom(recordTodoAddAtom);
  const recordRemove = useSetAtom(recordTodoRemoveAtom);
  const focusAdd = useRef(false);
  const [markup, setMarkup] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const busyRef = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const presentRef = useRef<HTMLSpanElement>(null);
  const focusPresent = useRef(false);
  const refocusMarkup = useRef(false);
  const revealed = useRowReveal(row);
  const [wanted, setWanted] = useState(() => !row || !canHover());
  useEffect(() => {
    if (revealed) setWanted(true);
  }, [revealed]);

  // The server's markup for this user (present or not); again after a sign-in.
  useEffect(() => {
    if (loading || !wanted) return undefined;
    let current = true;
    setMarkup(null);
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
        setMarkup(answer);
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

  const html = useMemo(() => (markup === null ? null : markupTools.ready!.trustedHtml(markup, 'todoWidget')), [markup]);
  useEffect(() => {
    if (html === null || !refocusMarkup.current) return;
    refocusMarkup.current = false;
    wrapper.current?.querySelector<HTMLElement>('[part="markup"] button')?.focus();
  }, [html]);
  useEffect(() => {
    // From whichever element renders the widget (cc-todo-widget, cc-problem): both declare it.
    if (html !== null) host.dispatchEvent(new CustomEvent('cc-widgetloaded', { detail: { problem, contest }, bubbles: true, composed: true }));
  }, [html, host, problem, contest]);

  useEffect(() => {
    if (added && focusPresent.current) presentRef.current?.focus();
    focusPresent.current = false;
  }, [added]);
  useEffect(() => {
    if (removed && focusAdd.current) wrapper.current?.querySelector<HTMLElement>('button.todo-add')?.focus();
    focusAdd.current = false;
  }, [removed]);

  /** One add or remove at a time; visitors are sent to sign in. */
  const act = async (work: () => Promise<Message>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const who = await signedInNow();
      if (!who) {
        nav.assign(loginTarget(nav.path()));
        return;
      }
      setMessage(await work());
    } catch (error) {
      setMessage({ text: error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE, error: true });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const add = () => act(async () => {
    const result = await addTodo(problem, contest);
    focusPresent.current = focusIsInside(wrapper.current);
    recordAdd({ key, grew: result.added });
    return { text: result.message ?? presentLabel(problem), error: false };
  });
  const remove = () => act(async () => {
    const result = await removeTodo(problem, contest);
    focusAdd.current = focusIsInside(wrapper.current);
    recordRemove({ key, shrank: result.removed });
    return { text: result.message ?? removedLabel(problem), error: false };
  });

  const onMarkupClick = (event: MouseEvent<HTMLElement>) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) void (button.classList.contains('todo-remove') ? remove() : add());
  };

  const addButton = (
    <button type="button" className="todo-add" part="button" aria-label={addLabel(problem)} title={ADD_TITLE} aria-busy={busy || undefined} onClick={() => void add()}>
      <AddTodoIcon width={width} height={height} />
    </button>
  );
  let body;
  if (added) {
    body = (
      <>
        <span ref={presentRef} className="todo-present" part="present" role="img" tabIndex={-1} aria-label={presentLabel(problem)} title={PRESENT_TITLE}>
          <PresentTodoIcon width={width} height={height} />
        </span>
        <button type="button" className="todo-remove" part="remove" aria-label={removeLabel(problem)} title={REMOVE_TITLE} aria-busy={busy || undefined} onClick={() => void remove()}>
          <RemoveTodoIcon width={width} height={height} />
        </button>
      </>
    );
  } else if (removed) {
    body = addButton;
  } else if (html !== null) {
    body = <span className="todo-markup" part="markup" aria-busy={busy || undefined} onClick={onMarkupClick} dangerouslySetInnerHTML={{ __html: html }} />;
  } else {
    body = addButton;
  }

  return (
    // Spans only: the widget sits inside lines of text (the problem page's code line, table cells).
    <span ref={wrapper} className={`todo-widget${row && !revealed ? ' concealed' : ''}`} part="widget" data-state={added ? 'present' : 'add'}>
      {body}
      <span className="visually-hidden" role="status">{message && !message.error ? message.text : ''}</span>
      {message?.error && (
        <span className="todo-message error" part="message" role="alert">{message.text}</span>
      )}
    </span>
  );
}

/** Whether keyboard focus is on something inside `node` (in its shadow root). */
function focusIsInside(node: HTMLElement | null): boolean {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot && !!root.activeElement && !!node?.contains(root.activeElement);
}

/** Whether the row around the host is hovered or holds focus (always true without `row`). */
function useRowReveal(row: boolean): boolean {
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
