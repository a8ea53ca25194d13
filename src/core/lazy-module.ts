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

type ElementLoader = () => Promise<unknown>;

/** Resolves (with true, so `ready` is truthy) once `tag` is defined; `loader()` loads it. */
function lazyElement(tag: string, loader: () => ElementLoader | undefined): LazyModule<true> {
  return lazyModule(async () => {
    if (!customElements.get(tag)) {
      const load = loader();
      if (!load) throw new Error(`No loader for <${tag}>.`);
      await load();
    }
    await customElements.whenDefined(tag);
    return true as const;
  });
}

/**
 * Custom elements a feature shows only in some states, kept out of its first download, by part
 * name. Features may not import element entries, so the element that needs them gives their
 * loaders (`provide`, dynamic imports of their entries); a tag the page registered itself loads
 * nothing more.
 */
export function lazyElements<Part extends string>(tags: Record<Part, string>): {
  provide: (given: Record<Part, ElementLoader>) => void;
  elements: Record<Part, LazyModule<true>>;
} {
  const loaders: Partial<Record<Part, ElementLoader>> = {};
  const parts = Object.keys(tags) as Part[];
  const elements = Object.fromEntries(parts.map((part) => [part, lazyElement(tags[part], () => loaders[part])])) as Record<Part, LazyModule<true>>;
  return { provide: (given) => void Object.assign(loaders, given), elements };
}
