// @ts-check
// The server view of a roadmap or course page (src/features/roadmap/Roadmap.tsx, in the app at
// /roadmap/{slug} and /learn/course/{slug}), built like the others (server-view.js) from the
// answer the page asks for, GET /api/roadmaps/{slug}: the eyebrow, title, description, learners,
// the signed-in user's progress and the modules, the one the page opens at first open. Each
// module is a <details> disclosure, so the view is whole without a script.
import { escapeHtml } from './html.js';
import { answerFor, serverView } from './server-view.js';
import { signedInUser } from './http-session.js';

const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count as the app reads one (src/api/roadmaps.ts count). @param {unknown} value */
function count(value) {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}
/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
/** @param {unknown} value */
const flag = (value) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * The roadmap as the app normalises it (src/api/roadmaps.ts normaliseRoadmap).
 * @param {any} raw @param {string} slug
 */
function normalise(raw, slug) {
  const modules = Array.isArray(raw.modules) ? raw.modules : [];
  return {
    kind: raw.kind === 'course' ? 'course' : 'roadmap',
    title: text(raw.title).trim() || slug,
    description: text(raw.description),
    learners: count(raw.learners),
    modules: modules.filter((/** @type {unknown} */ m) => m && typeof m === 'object').map((/** @type {any} */ m, /** @type {number} */ i) => ({
      title: text(m.title).trim() || `Module ${i + 1}`,
      description: text(m.description),
      problems: (Array.isArray(m.problems) ? m.problems : []).flatMap((/** @type {any} */ p) => {
        const code = text(p?.code).trim();
        if (!code) return [];
        const difficulty = count(p.difficulty);
        return [{ code, name: text(p.name).trim() || code, difficulty, solved: flag(p.solved) }];
      }),
    })),
  };
}

/** @typedef {ReturnType<typeof normalise>['modules'][number]} Module */

/** @param {Module} module */
const progressOf = (module) => ({ solved: module.problems.filter((p) => p.solved).length, total: module.problems.length });

/**
 * The page's top for roadmap `slug` of `kind`, or '' when the answer refuses, is another kind
 * (/roadmap/ux is not the course) or has no roadmap.
 * @param {import('fastify').FastifyRequest} request @param {string} slug @param {'roadmap' | 'course'} kind
 */
export async function roadmapServerView(request, slug, kind) {
  const answer = await answerFor(request, `/api/roadmaps/${encodeURIComponent(slug)}`);
  if (!answer?.roadmap || typeof answer.roadmap !== 'object') return '';
  const roadmap = normalise(answer.roadmap, slug);
  if (roadmap.kind !== kind) return '';
  const signedIn = Boolean(signedInUser(request));
  // Open at first, as the page (features/roadmap/logic.ts initiallyOpen): a signed-in user's
  // first unfinished module, else the first.
  const unfinished = signedIn ? roadmap.modules.findIndex((m) => { const p = progressOf(m); return p.solved < p.total; }) : -1;
  const openIndex = unfinished >= 0 ? unfinished : 0;
  const solved = roadmap.modules.reduce((sum, m) => sum + progressOf(m).solved, 0);
  const total = roadmap.modules.reduce((sum, m) => sum + progressOf(m).total, 0);
  const learners = roadmap.learners === null ? '' : `${WHOLE_NUMBER.format(Math.floor(roadmap.learners))} ${Math.floor(roadmap.learners) === 1 ? 'learner' : 'learners'}`;
  const progress = signedIn && total > 0
    ? `<div class="sv-progress"><p>You have solved ${solved} of ${total} problems.</p><progress max="${total}" value="${solved}" aria-hidden="true"></progress></div>`
    : '';
  const modules = roadmap.modules.map((module, index) => {
    const p = progressOf(module);
    const complete = signedIn && p.total > 0 && p.solved === p.total;
    const label = signedIn ? `${p.solved} of ${p.total} solved` : `${p.total} ${p.total === 1 ? 'problem' : 'problems'}`;
    const problems = module.problems.length === 0 ? '<p class="sv-muted">No problems in this module yet.</p>'
      : `<ol class="sv-problems">${module.problems.map((problem) => `<li class="sv-problem">` +
        `<a href="/problems/${encodeURIComponent(problem.code)}">${escapeHtml(problem.name)}</a>` +
        `<span class="sv-problem-code">${escapeHtml(problem.code)}</span>` +
        `<span class="sv-problem-note">Difficulty ${problem.difficulty === null ? 'N/A' : problem.difficulty}</span>` +
        (signedIn && problem.solved ? '<span class="sv-solved"><span aria-hidden="true">✓ </span>Solved</span>' : '') +
        '</li>').join('')}</ol>`;
    return `<li class="sv-module${complete ? ' sv-complete' : ''}"><details${index === openIndex ? ' open' : ''}>` +
      `<summary><span class="sv-chevron" aria-hidden="true"></span><span class="sv-module-title">${index + 1}. ${escapeHtml(module.title)}</span>` +
      `<span class="sv-module-count">${label}</span></summary><div class="sv-module-panel">` +
      (module.description ? `<p class="sv-module-description">${escapeHtml(module.description)}</p>` : '') +
      `${problems}</div></details></li>`;
  }).join('');
  return serverView(request, '<article class="sv-roadmap">' +
    `<p class="sv-eyebrow">${kind === 'course' ? 'Course' : 'Roadmap'}</p>` +
    `<h1 class="sv-title">${escapeHtml(roadmap.title)}</h1>` +
    (roadmap.description ? `<p class="sv-description">${escapeHtml(roadmap.description)}</p>` : '') +
    (learners ? `<p class="sv-learners">${escapeHtml(learners)}</p>` : '') + progress +
    (roadmap.modules.length === 0 ? `<p class="sv-muted">This ${kind} has no modules yet.</p>`
      // The toolbar's place: its Expand-all button needs the app.
      : `<div class="sv-toolbar"></div><ol class="sv-modules" aria-label="Modules">${modules}</ol>`) +
    '</article>');
}
