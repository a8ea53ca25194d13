/**
 * The parts of the elements cc-app renders, re-exported so a page can style them through the
 * app: `cc-app::part(header)` is the <cc-header> element itself (set tokens or layout on it),
 * `cc-app::part(header-brand)` is cc-header's own `brand` part. Each nested element's parts
 * get its tag without `cc-` as prefix, so names from different elements never collide.
 * test/features/theming.test.tsx checks these lists against dist/custom-elements.json.
 */
export const NESTED_PARTS = {
  'header': ['header', 'bar', 'brand', 'nav-link', 'courses-button', 'course-panel', 'category', 'course', 'account', 'visitor-link', 'user-button', 'user-menu', 'todo-button', 'todo-count', 'todo-box', 'todo-list', 'todo-remove', 'menu-button', 'mobile-panel'],
  'account-prompts': ['prompts', 'upgrade-prompt', 'discount', 'upgrade-link', 'mobile-prompt', 'mobile-link'],
  'offline-banner': ['banner', 'text'],
  'cookie-banner': ['banner', 'text', 'link', 'accept'],
  'roadmap': ['roadmap', 'header', 'title', 'progress', 'toggle-all', 'module', 'module-toggle', 'module-progress', 'module-panel', 'problem', 'problem-link', 'solved', 'loading', 'error', 'reload', 'not-found'],
  'contest-page': ['contest', 'header', 'breadcrumbs', 'banner', 'title', 'rated', 'division', 'when', 'countdown', 'standing', 'manage-link', 'controls', 'register', 'start', 'confirm-start', 'reminder', 'otp', 'otp-login', 'problems', 'unscored', 'problem-table', 'empty', 'team-state', 'divisions', 'division-card', 'links', 'announcements', 'rules', 'stats', 'cheating-policy', 'frozen', 'share', 'running', 'upcoming', 'loading', 'attention', 'error', 'refresh-error', 'reload'],
  'problem': ['problem', 'header', 'breadcrumbs', 'title', 'code', 'solved', 'share', 'sections', 'section', 'samples', 'sample', 'sample-input', 'sample-output', 'explanation', 'button', 'tick', 'details', 'countdown', 'actions', 'submit', 'all-submissions', 'my-submissions', 'window', 'meta', 'author', 'tester', 'difficulty', 'category', 'tags', 'tags-toggle', 'tag', 'resources', 'editorial', 'video', 'tabs', 'editorial-text', 'discuss', 'manage-link', 'submissions', 'load-submissions', 'submissions-table', 'comments', 'redirecting', 'loading', 'loader', 'attention', 'error', 'reload'],
  'data-table': ['data-table', 'toolbar', 'search', 'filters', 'filter-form', 'filter-apply', 'filter-error', 'applied-filters', 'scroller', 'table', 'sort-button', 'row', 'loader', 'empty', 'load-error', 'pagination', 'page', 'page-size', 'announcer', 'autocomplete', 'input', 'list', 'option', 'highlighted', 'error'],
  'autocomplete': ['autocomplete', 'input', 'list', 'option', 'highlighted', 'error'],
  'toasts': ['region', 'stack', 'toast', 'toast-title', 'toast-message', 'toast-close'],
  'alerts': ['mask', 'dialog', 'title', 'message', 'count', 'okay', 'stacked', 'error', 'retry', 'dismiss'],
  'command-prompt': ['dialog', 'input', 'hint', 'error', 'button', 'run'],
  'contest-start-notification': ['dialog', 'box', 'heading', 'close', 'content', 'form-area', 'form', 'field-error', 'errors', 'success', 'failure', 'reload', 'done'],
} as const satisfies Record<string, readonly string[]>;

export type NestedTag = keyof typeof NESTED_PARTS;

/** `part` and `exportparts` for a nested cc-{tag} element inside cc-app's shadow root. */
export function nestedParts(tag: NestedTag): { part: string; exportparts: string } {
  return { part: tag, exportparts: NESTED_PARTS[tag].map((name) => `${name}: ${tag}-${name}`).join(', ') };
}
