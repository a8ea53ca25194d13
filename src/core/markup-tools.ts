// What core/markup-loader.ts loads lazily: the sanitiser and the Markdown renderer, as one chunk.
export { markdownFragment, prepareMarkdown } from './markdown';
export { prepareSanitized, prepareSanitizedBatch, rebaseHeadings, sanitize, sanitizedFragment, sanitizedFragments, textOf, trustedHtml } from './sanitize';
