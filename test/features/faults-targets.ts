/**
 * The elements of the fault suite that load one thing from the server, each described once:
 * how to mount it, which path its load call uses, where its error shows, what it shows when the
 * load worked, and how to forget what an earlier case cached. The fault tables run every
 * scenario over every target.
 */
import { fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import '../../elements/cc-roadmap';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { problemCacheName } from '../../src/api/problems';
import { PRACTICE_COLUMNS } from '../../src/features/app/lists/columns';
import { clearSettings, type PageGuard } from './app-helpers';
import { downloadState, forgetThread } from './comments-helpers';
import { mountTable } from './data-table-helpers';
import { forgetProblems, problemAnswer } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { newVisit } from '../support/visit';
import { q } from '../support/shadow';

export interface FaultTarget {
  name: string;
  /** The path of the element's load call (only this one is faulted). */
  path: RegExp;
  /** The cache entry name of that load, when the element caches it. */
  cacheName?: string;
  mount(): Promise<HTMLElement>;
  /** Where the element reports a failed load. */
  errorPart: string;
  /** Whether the element shows what it loaded. */
  shown(el: HTMLElement): boolean;
  /** A wrong-shaped answer of the right status for this load. */
  wrongShape: unknown;
  forget(): Promise<void>;
  /**
   * For elements that cache their load in sealed storage: the cache name prefix of that entry
   * and how to mount the element again over the same data, forgetting only what the page keeps
   * in memory (so the second load reads the cache).
   */
  cached?: { prefix: string; remount(): Promise<HTMLElement> };
}

export const CONTEST_CODE = 'START101';
let thread = '';

export const TARGETS: FaultTarget[] = [
  {
    name: 'cc-contest-page',
    path: /^\/api\/contests\/START101$/,
    cacheName: `contest:${CONTEST_CODE}`,
    mount: () => fixture<HTMLElement>(html`<cc-contest-page code=${CONTEST_CODE}></cc-contest-page>`),
    // A failed load is an error panel; an answer that says no (status 'error') an attention notice.
    errorPart: '[part="error"], [part="attention"]',
    shown: (el) => q(el, '[part="contest"]') !== null,
    wrongShape: { status: 'success', code: CONTEST_CODE, name: 'X', time: { start: 1, end: 4_000_000_000, current: 2 }, problems: 'abc' },
    async forget() {
      resetPage();
      await cacheDelete(`contest:${CONTEST_CODE}`);
    },
  },
  {
    name: 'cc-problem',
    path: /^\/api\/contests\/PRACTICE\/problems\/WARMUP$/,
    cacheName: problemCacheName('PRACTICE', 'WARMUP'),
    mount: () => fixture<HTMLElement>(html`<cc-problem code="WARMUP" contest="PRACTICE"></cc-problem>`),
    // A failed load is an error panel; an answer that says no (status 'error') an attention notice.
    errorPart: '[part="error"], [part="attention"]',
    shown: (el) => q(el, '[part="problem"]') !== null,
    wrongShape: problemAnswer({ problemComponents: 'abc' }),
    forget: () => forgetProblems([['PRACTICE', 'WARMUP']]),
  },
  {
    name: 'cc-roadmap',
    path: /^\/api\/roadmaps\/python-dsa$/,
    mount: () => fixture<HTMLElement>(html`<cc-roadmap slug="python-dsa"></cc-roadmap>`),
    errorPart: '[part="error"]',
    shown: (el) => q(el, '.title') !== null,
    wrongShape: { status: 'success', roadmap: { slug: 'python-dsa', title: 'T', modules: 'abc' } },
    forget: async () => undefined,
  },
  {
    name: 'cc-comments',
    path: /^\/comment\/fetch\/url$/,
    mount: () => {
      thread = `/problems/TEST-faults-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      return fixture<HTMLElement>(html`<cc-comments url=${thread} expanded></cc-comments>`);
    },
    errorPart: '[part="error"]',
    shown: (el) => downloadState(el) === '1',
    wrongShape: { status: 'success', list: 'abc', can_post: true },
    cached: {
      prefix: 'comments:',
      remount: () => fixture<HTMLElement>(html`<cc-comments url=${thread} expanded></cc-comments>`),
    },
    forget: async () => {
      if (thread) await forgetThread(thread);
    },
  },
  {
    name: 'cc-data-table (src)',
    path: /^\/api\/practice\/problems$/,
    mount: () => mountTable({ src: '/api/practice/problems', caption: 'Practice', 'row-key': 'code' }, PRACTICE_COLUMNS),
    errorPart: '[part="load-error"]',
    shown: (el) => el.shadowRoot!.querySelectorAll('tbody tr[part="row"]').length > 0,
    wrongShape: { status: 'success', rows: 'abc', total: 40 },
    cached: {
      prefix: 'table:',
      remount() {
        resetPage();
        return mountTable({ src: '/api/practice/problems', caption: 'Practice', 'row-key': 'code' }, PRACTICE_COLUMNS);
      },
    },
    async forget() {
      forgetUserKey();
      resetPage();
      for (const key of Object.keys(localStorage)) if (key.startsWith('cc:cache:table:')) localStorage.removeItem(key);
    },
  },
];

/** Uncaught errors and unhandled rejections of the page while a case runs. */
export interface UncaughtLog {
  errors: string[];
  stop(): void;
}

export function watchUncaught(): UncaughtLog {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandledrejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** What every fault case puts back: the uncaught watcher, fixtures, stubs, the page, settings, clock, reload guard and background retries. */
export function restoreAfterFault(page: PageGuard, uncaught: UncaughtLog): void {
  uncaught.stop();
  fixtureCleanup();
  sinon.restore();
  page.restore();
  clearSettings();
  newVisit();
}
