/**
 * Code only some states of an element need (a dialog's form, the sanitiser and Markdown
 * renderer once there is markup to show, the alert stack once an alert arrives) kept out of the
 * element's first download: a module loaded when the state arises, once per page, and kept.
 * Declared at module level, so every element on the page shares the one load. A failed load
 * (offline) is forgotten, so the next call tries again. React views use ui/useLazyModule.ts.
 */
export interface LazyModule<T> {
  /** The module once it has loaded (read synchronously by views that waited for it). */
  readonly ready: T | null;
  /** Starts the load (once) and resolves with the module. */
  load(): Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  const lazy = {
    ready: null as T | null,
    load(): Promise<T> {
      pending ??= importer().then(
        (loaded) => (lazy.ready = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return lazy;
}
