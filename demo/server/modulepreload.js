// @ts-check
// <link rel="modulepreload"> for the scripts a page is about to import: the entry and every
// chunk it imports statically, transitively, read from dist/build-graph.json (written by the
// build). The browser then fetches the whole graph at once instead of one import level per
// round trip. No build graph (a server without dist/): no links, the page still works.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html.js';

/** @typedef {{ file: string, imports: string[], modules?: string[] }} GraphFile */

/** @type {Map<string, { mtimeMs: number, byFile: Map<string, GraphFile> }>} */
const graphs = new Map();

/** The build graph of `distDir`, re-read when the build rewrites it. @param {string} distDir */
function buildGraph(distDir) {
  const path = join(distDir, 'build-graph.json');
  let mtimeMs;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  const known = graphs.get(path);
  if (known?.mtimeMs === mtimeMs) return known.byFile;
  /** @type {{ files: GraphFile[] }} */
  const graph = JSON.parse(readFileSync(path, 'utf8'));
  const byFile = new Map(graph.files.map((file) => [file.file, file]));
  graphs.set(path, { mtimeMs, byFile });
  return byFile;
}

/** An entry naming the lazy chunk that bundles a source module rather than a file. */
export const MODULE_ENTRY = 'module:';

/**
 * The files (relative to dist/) the entries import statically, entries first, each once.
 * @param {string} distDir
 * @param {string[]} entries like 'elements/cc-app.js', or 'module:' and a source module's path
 */
export function staticImportGraph(distDir, entries) {
  const byFile = buildGraph(distDir);
  if (!byFile) return [];
  entries = entries.flatMap((entry) => {
    if (!entry.startsWith(MODULE_ENTRY)) return [entry];
    const file = fileBundling(distDir, entry.slice(MODULE_ENTRY.length));
    return file ? [file] : [];
  });
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file) || !byFile.has(file)) return;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/**
 * The output file that bundles the source module `moduleId` (like
 * 'src/features/app/route-views.ts'): for preloading a lazy chunk whose name is hashed.
 * @param {string} distDir
 * @param {string} moduleId
 */
function fileBundling(distDir, moduleId) {
  const byFile = buildGraph(distDir);
  if (!byFile) return null;
  for (const [file, node] of byFile) if (node.modules?.includes(moduleId)) return file;
  return null;
}

/**
 * The link elements, one per line, for pages served under `prefix` (the server's /dist/).
 * @param {string} distDir
 * @param {string[]} entries
 * @param {string} [prefix]
 */
export function modulePreloadLinks(distDir, entries, prefix = '/dist/') {
  return staticImportGraph(distDir, entries)
    .map((file) => `<link rel="modulepreload" href="${escapeHtml(prefix + file)}">`)
    .join('\n');
}

/**
 * Preload links held back for cc-loader.js, which puts them in place when it loads its entry: a
 * page whose loader waits for the first paint would otherwise fetch the modules before it.
 * @param {string} links
 */
export function heldPreloads(links) {
  return `<template id="cc-preloads">${links}</template>`;
}
