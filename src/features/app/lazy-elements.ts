/**
 * The elements cc-app shows, loaded when the app needs them rather than all at start: a route's
 * page element (cc-contest-page, cc-problem, cc-roadmap, ...) when that route is shown, and the
 * shell's late parts (alerts socket, cookie banner, toasts, account prompts, dialogs) after the
 * first paint. The loaders come from the element entry (elements/cc-app.ts) as dynamic imports
 * of the other element entries, so the app and a page that loads a tag itself share one
 * definition; a page that registered a tag already loads nothing more.
 */
import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint, yieldToPage } from '../../core/tasks';

export type ElementLoader = () => Promise<unknown>;

const loaders = new Map<string, ElementLoader>();
const loads = new Map<string, Promise<void>>();

/**
 * Says how to load each tag. Returns a function that puts the previous loaders back (tests
 * give loaders that fail or define a stand-in).
 */
export function provideElementLoaders(given: Record<string, ElementLoader>): () => void {
  const previous = new Map(loaders);
  for (const [tag, loader] of Object.entries(given)) {
    loaders.set(tag, loader);
    loads.delete(tag);
  }
  return () => {
    loaders.clear();
    previous.forEach((loader, tag) => loaders.set(tag, loader));
    loads.clear();
  };
}

/**
 * Loads `tag` once (concurrent callers share the load). Resolves when the tag is defined;
 * rejects when there is no loader for it or its module could not be loaded, and a later call
 * tries again (the network may be back).
 */
function loadElement(tag: string): Promise<void> {
  if (customElements.get(tag)) return Promise.resolve();
  const known = loads.get(tag);
  if (known) return known;
  const loader = loaders.get(tag);
  if (!loader) return Promise.reject(new Error(`No loader for <${tag}>.`));
  const load = loader().then(() => customElements.whenDefined(tag)).then(() => undefined);
  loads.set(tag, load);
  load.catch(() => {
    if (loads.get(tag) === load) loads.delete(tag);
  });
  return load;
}

/**
 * Loads each stage of tags after the next frame is painted, the first after the first paint and
 * each next one once the stage before it has settled (defined, or failed) and been painted: a part
 * the visitor sees at once (the cookie banner) is drawn without waiting for the modules and
 * renders of parts that show nothing yet (toasts, the alerts socket, dialogs). A stage with a
 * promise in `gates` (same index) also waits for it to settle. `onLoaded` hears each tag's
 * outcome (defined, or not: its module failed to load).
 */
export function loadInStagesAfterFirstPaint(
  stages: readonly (readonly string[])[],
  gates: readonly (Promise<unknown> | null | undefined)[] = [],
  onLoaded?: (tag: string, defined: boolean) => void,
): () => void {
  let cancelWait = () => {};
  let stopped = false;
  const afterPaint = (then: () => void) => {
    cancelWait = afterNextPaint(then);
  };
  const loadStage = async (index: number) => {
    if (stopped || index >= stages.length) return;
    // Each tag's load starts in a task of its own (the loads still overlap): a dynamic import
    // links its module graph in the task that asks for it, and a stage's five imports asked
    // together were one 20 ms task unthrottled (80 ms on Lighthouse's phone).
    const loading: Promise<void>[] = [];
    for (const tag of stages[index]) {
      if (loading.length > 0) await yieldToPage();
      if (stopped) return;
      loading.push(loadElement(tag).then(() => onLoaded?.(tag, true), () => onLoaded?.(tag, false)));
    }
    const next = index + 1;
    void Promise.all([...loading, gates[next]?.catch(() => undefined)]).then(() => {
      if (!stopped) afterPaint(() => void loadStage(next));
    });
  };
  const gate = gates[0];
  if (!gate) afterPaint(() => void loadStage(0));
  else {
    void gate.catch(() => undefined).then(() => {
      if (!stopped) afterPaint(() => void loadStage(0));
    });
  }
  return () => {
    stopped = true;
    cancelWait();
  };
}

/**
 * - `defined`: the tag is registered;
 * - `loading`: its module is on the way;
 * - `unavailable`: it could not be loaded, or nothing on the page can load it (the page says
 *   so instead of showing an empty box). It still turns `defined` if the page registers it later.
 */
export type ElementState = 'defined' | 'loading' | 'unavailable';

const initialState = (tag: string): ElementState =>
  customElements.get(tag) ? 'defined' : loaders.has(tag) ? 'loading' : 'unavailable';

/**
 * Loads `tag` in the task after the next paint once `enabled`, without a render of its own: parts
 * a page draws in its content once that content is on screen (/practice's rows' todo widgets).
 */
export function useElementAfterPaint(tag: string, enabled: boolean): void {
  useEffect(() => (enabled && !customElements.get(tag) ? afterNextPaint(() => void loadElement(tag).catch(() => undefined)) : undefined), [tag, enabled]);
}

/** Loads `tag` when a component needs it and re-renders as its state changes. */
export function useElement(tag: string): ElementState {
  return useElementLoad(tag).state;
}

export interface ElementLoad {
  state: ElementState;
  /** Its module failed to load (offline, an old deployment): `retry` may bring it. */
  failed: boolean;
  /** Loads it again (a failed load is forgotten, so this fetches anew). */
  retry: () => void;
}

/** useElement, and whether a load failed, with a way to try again. */
export function useElementLoad(tag: string): ElementLoad {
  const [state, setState] = useState<ElementState>(() => initialState(tag));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state === 'defined') return undefined;
    let active = true;
    const settle = (next: ElementState) => {
      if (active) setState(next);
    };
    void customElements.whenDefined(tag).then(() => settle('defined'));
    if (state === 'loading') loadElement(tag).catch(() => settle('unavailable'));
    return () => {
      active = false;
    };
  }, [tag, state, attempt]);
  const retry = useCallback(() => {
    setState(initialState(tag));
    setAttempt((n) => n + 1);
  }, [tag]);
  return { state, failed: state === 'unavailable' && loaders.has(tag), retry };
}
