// Code only some states need is split off into lazy chunks (docs/architecture.md, "What a page
// downloads first"): the sanitiser and Markdown renderer until there is markup to show, a thread's
// comments and boxes until it is opened, the app's own pages until a route shows one, the alert stack until an alert arrives, the reminder's
// server form until its dialog opens, the modal until a page shows one; on the contest page the
// reminder element, the start dialog's modal, the rows' todo widgets, the controls (register,
// start, reminder, OTP) and the proctoring checks; on the header its signed-in parts (todo box,
// account menu); on the problem page its
// comment section and the successful submissions' data table; the data table's toolbar (search
// box, filter bar) and its filter auto-complete, the header's course and mobile menu panels. A static import added
// anywhere on the way would pull such a part back into a page's first download without any
// test noticing; this one reads dist/build-graph.json and fails when that happens, and also
// when the part is no longer reachable at all (a lazy part that was dropped is not "lazy").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const graph = JSON.parse(readFileSync(new URL('../../dist/build-graph.json', import.meta.url), 'utf8'));
const byFile = new Map(graph.files.map((f) => [f.file, f]));

function closure(entry, { dynamic }) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const node = byFile.get(file);
    assert.ok(node, `${file} is in the build graph`);
    for (const dep of node.imports) visit(dep);
    if (dynamic) for (const dep of node.dynamicImports) visit(dep);
  };
  visit(entry);
  return seen;
}

const modulesOf = (files) => [...files].flatMap((file) => byFile.get(file).modules);

const HEADER_PANELS = [/^src\/features\/header\/(?:CoursePanelContent|MobileMenuContent)\.tsx$/];
const HEADER_ACCOUNT = [/^src\/features\/header\/(?:TodoButton\.tsx|UserMenu\.tsx|account-parts\.styles\.ts)$/, /^src\/api\/todo\.ts$/];
const PROCTORING = [/^src\/state\/proctoring\.ts$/, /^src\/api\/proctoring-monitor\.ts$/];
const FILTER_AUTOCOMPLETE = [/^src\/ui\/Autocomplete\.tsx$/, /^src\/domain\/combobox\.ts$/];
const TABLE_TOOLBAR = [/^src\/features\/data-table\/(?:TableToolbar\.tsx|FilterBar\.tsx|toolbar\.styles\.ts)$/, /^src\/domain\/table-filter\.ts$/];
/** The server-side mode's client: a contest's problem table is in client mode. */
const TABLE_SERVER_CLIENT = [/^src\/api\/tables\.ts$/];

const MARKUP = [/node_modules\/dompurify\//, /node_modules\/snarkdown\//, /^src\/core\/sanitize\.ts$/, /^src\/core\/markdown\.ts$/];

/** [entry, parts it loads lazily, parts it must not load before its first paint (lazy or never)] */
const RULES = [
  // The app's own pages (route-views.ts) load with the first route showing one.
  ['elements/cc-app.js', [...MARKUP, ...HEADER_PANELS, ...HEADER_ACCOUNT, ...PROCTORING, /^src\/features\/contest\/ContestControls\.tsx$/, /^src\/features\/app\/(?:HomeView|UserViews|AccountViews|SubmitPage|LearnView|ProView)\.tsx$/, /^src\/features\/app\/lists\//], []],
  ['elements/cc-contest-page.js', [
    ...MARKUP, ...FILTER_AUTOCOMPLETE, ...TABLE_TOOLBAR, ...TABLE_SERVER_CLIENT, /^src\/features\/server-form\/ServerForm\.tsx$/, /^src\/state\/alerts\.ts$/,
    /^src\/ui\/Modal\.tsx$/, /^src\/features\/contest-start-notification\//, /^src\/ui\/TodoWidget\.tsx$/,
    /^src\/features\/contest\/(?:Divisions\.tsx|LiveRatings\.tsx|UpcomingContests\.tsx|ContestControls\.tsx|extras\.styles\.ts|controls\.styles\.ts)$/, ...PROCTORING,
  ], []],
  ['elements/cc-data-table.js', [...FILTER_AUTOCOMPLETE, ...TABLE_TOOLBAR, ...TABLE_SERVER_CLIENT], []],
  ['elements/cc-contest-start-notification.js', [/^src\/features\/server-form\/ServerForm\.tsx$/, ...MARKUP], []],
  ['elements/cc-header.js', [...MARKUP, ...HEADER_PANELS, ...HEADER_ACCOUNT], []],
  ['elements/cc-todo-widget.js', MARKUP, []],
  ['elements/cc-comments.js', [...MARKUP, /^src\/features\/comments\/CommentItem\.tsx$/, /^src\/features\/comments\/CommentBox\.tsx$/, /^src\/features\/comments\/thread\.styles\.ts$/], [/^src\/ui\/Modal\.tsx$/, /^src\/ui\/SeeMore\.tsx$/]],
  ['elements/cc-alerts.js', [...MARKUP, /^src\/features\/alerts\/(?:AlertStack\.tsx|alert-stack\.styles\.ts|RecentAlertsProblem\.tsx|alert-card\.styles\.ts)$/, /^src\/state\/alerts-preview-acknowledge\.ts$/], []],
  ['elements/cc-roadmap.js', [], [...MARKUP, /^src\/ui\/Modal\.tsx$/]],
  // Its comment section loads after the problem's first paint, the submissions' table when shown.
  ['elements/cc-problem.js', [/^src\/features\/comments\//, /^src\/features\/data-table\//, ...PROCTORING], []],
];

for (const [entry, lazyParts, notFirst] of RULES) {
  test(`${entry}: its lazy parts stay out of its first download`, () => {
    const initial = modulesOf(closure(entry, { dynamic: false }));
    const everything = modulesOf(closure(entry, { dynamic: true }));
    for (const part of [...lazyParts, ...notFirst]) {
      const pulled = initial.filter((id) => part.test(id));
      assert.deepEqual(pulled, [], `${entry} loads ${part} before its first paint`);
    }
    for (const part of lazyParts) assert.ok(everything.some((id) => part.test(id)), `${entry} can still load ${part} when it needs it`);
  });
}
