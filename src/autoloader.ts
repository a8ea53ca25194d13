/**
 * cc-autoloader: registers each cc-* element the first time its tag appears, in the document
 * or inside a shadow root one of our elements creates, so a page pays only for the tags it
 * uses. Each tag loads its own entry (dist/elements/<tag>.js); entries share chunks, hence
 * one React, one store and the same atoms however many are loaded.
 */
import tags from 'virtual:cc-tags';

const known = new Set(tags);
const requested = new Set<string>();

function load(tag: string) {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(/* @vite-ignore */ new URL(`./elements/${tag}.js`, import.meta.url).href).catch((error: unknown) => {
    requested.delete(tag); // a later appearance may try again (e.g. after a network blip)
    console.error(`cc-autoloader: could not load <${tag}>`, error);
  });
}

function visit(node: Node) {
  if (!(node instanceof Element)) return;
  if (known.has(node.localName)) load(node.localName);
  for (const element of node.querySelectorAll(':not(:defined)')) {
    if (known.has(element.localName)) load(element.localName);
  }
}

function watch(root: Document | ShadowRoot) {
  for (const element of root.querySelectorAll(':not(:defined)')) {
    if (known.has(element.localName)) load(element.localName);
  }
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(visit);
  }).observe(root, { childList: true, subtree: true });
}

// The element runtime calls this hook for every shadow root it creates (see ui/define-element.ts).
const HOOK = Symbol.for('cc-elements.shadow-root-hook');
const hooks = globalThis as unknown as Record<symbol, ((root: ShadowRoot) => void) | undefined>;
const previous = hooks[HOOK];
hooks[HOOK] = (root) => {
  previous?.(root);
  watch(root);
};

watch(document);
