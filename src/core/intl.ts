/**
 * Intl formatters made when first used, never at a module's top level. Chromium sets ICU up for
 * the first formatter of each kind on a page (number, date, collator): 10 to 40 ms of main thread
 * each, measured on the reference machine, and four times that on Lighthouse's slowed phone. A
 * module that made its formatters at the top level paid that inside its own evaluation, one long
 * task before its element could render anything; made lazily, the cost comes where a text is first
 * formatted, which a view can move into a task of its own beforehand (core/tasks.ts runInTasks).
 */
export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
