// What core/markup-loader.ts loads lazily: the sanitiser and the Markdown renderer, as one chunk.
export { markdownFragment } from './markdown';
export { prepareSanitized, rebaseHeadings, sanitize, sanitizedFragment, textOf, trustedHtml } from './sanitize';
