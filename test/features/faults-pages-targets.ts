/**
 * The page kinds of the fault suite that faults-loads and faults-timing do not mount (the
 * contests list, rankings, a profile, /learn, a server form), each described once: how to
 * mount it, the path of its load call, what it shows once loaded; and the faulted load itself.
 */
import { fixture, html } from '@open-wc/testing';
import '../../elements/cc-app';
import '../../elements/cc-data-table';
import '../../elements/cc-server-form';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { COURSES_CACHE_NAME } from '../../src/api/courses';
import { store } from '../../src/core/store';
import { reloadCoursesAtom } from '../../src/state/courses';
import { jsonResponse, stubFetch } from '../core/helpers';
import { appMain, mountApp, type PageGuard } from './app-helpers';
import { restoreAfterFault, type UncaughtLog } from './faults-targets';
import { resetPage } from '../../src/core/page-reset';

/** Every element matching `selector` under `root`, through nested shadow roots. */
export function deepAll(root: ParentNode, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepAll(el.shadowRoot, selector));
  return found;
}

export interface PageKind {
  name: string;
  /** The path of the page's load call (only this one is faulted). */
  path: RegExp;
  /** Mounts the page; resolves with the part of it that shows the page (its content, errors). */
  mount(): Promise<ParentNode>;
  shown(root: ParentNode): boolean;
  forget(): Promise<void>;
  /**
   * Parts of the page with a load of their own, which the fault does not touch: their Reload is
   * not the faulted load's. (Under fake time their real answer can come after their timeout.)
   */
  ownLoads?: string;
}

async function appAt(path: string): Promise<ParentNode> {
  history.replaceState(null, '', path);
  const app = await mountApp();
  return appMain(app);
}

async function forgetTables(): Promise<void> {
  forgetUserKey();
  resetPage();
  for (const key of Object.keys(localStorage)) if (key.startsWith('cc:cache:table:')) localStorage.removeItem(key);
}

const rowsShown = (root: ParentNode) => deepAll(root, 'tbody tr[part="row"]').length > 0;

export const PAGES: PageKind[] = [
  {
    name: 'contests (/contests/)',
    path: /^\/api\/runningUpcomingContests\/data$/,
    mount: () => appAt('/contests/'),
    // The running and upcoming tables with their rows, no longer loading. (The titles alone
    // also stand over the error panel of a failed load, and the tables stop loading between two
    // background tries: under a busy machine "shown" then came before the rows did.)
    shown: (root) => root.querySelector('#running-title') !== null && root.querySelector('cc-data-table[loading]') === null && rowsShown(root),
    forget: forgetTables,
    // The past contests' table asks for its own pages.
    ownLoads: 'cc-data-table[src]',
  },
  {
    name: 'rankings (/rankings/START101)',
    path: /^\/api\/rankings\/START101$/,
    mount: () => appAt('/rankings/START101'),
    shown: rowsShown,
    forget: forgetTables,
  },
  {
    name: 'profile (/users/alice)',
    path: /^\/api\/users\/alice$/,
    mount: () => appAt('/users/alice'),
    shown: (root) => root.querySelector('[part="profile"]') !== null,
    forget: async () => undefined,
  },
  {
    name: 'learn (/learn)',
    path: /^\/api\/courses\/dropdown$/,
    mount: () => appAt('/learn'),
    shown: (root) => root.querySelector('[part="card"]') !== null,
    async forget() {
      await cacheDelete(COURSES_CACHE_NAME);
      store.set(reloadCoursesAtom);
    },
  },
  {
    name: 'forms (cc-server-form)',
    path: /^\/api\/forms\/forgot-password$/,
    async mount() {
      const el = await fixture<HTMLElement>(html`<cc-server-form src="/api/forms/forgot-password"></cc-server-form>`);
      return el.shadowRoot!;
    },
    shown: (root) => root.querySelector('form') !== null,
    forget: async () => undefined,
  },
];

export const pathOf = (input: unknown) => new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
/** The element hosts of `node`'s shadow roots, from its own outwards. */
function hostsOf(node: Node): Element[] {
  const hosts: Element[] = [];
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) hosts.push(root.host);
  return hosts;
}

/** The Reload of the page's failed load (with `kind`: not one of the parts with their own loads). */
export const reloadButton = (root: ParentNode, kind?: PageKind) => deepAll(root, 'button[part="reload"]')
  .find((button) => !kind?.ownLoads || !hostsOf(button).some((host) => host.matches(kind.ownLoads!))) as HTMLButtonElement | undefined;
export const slowNotice = (root: ParentNode) => deepAll(root, '[part="slow-notice"]')[0];

export type Mode = 'real' | 'hang' | 'storm' | 'offline';

/** Holds how the faulted load call answers; every other call reaches the real server. */
export class FaultedLoad {
  mode: Mode = 'real';
  /** Calls of the load made while faulted. */
  faulted = 0;
  /** Calls of the load let through to the server (mode 'real'). */
  passed = 0;

  constructor(kind: PageKind) {
    const real = window.fetch.bind(window);
    stubFetch().callsFake((input, init) => {
      if (!kind.path.test(pathOf(input))) return real(input, init);
      if (this.mode === 'real') {
        this.passed++;
        return real(input, init);
      }
      this.faulted++;
      if (this.mode === 'storm') return Promise.resolve(jsonResponse({ status: 'error', message: 'Internal Server Error' }, 500));
      if (this.mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    });
  }
}

/** Puts back what a page-kind case changed. */
export async function restorePages(page: PageGuard, uncaught: UncaughtLog): Promise<void> {
  restoreAfterFault(page, uncaught);
  resetPage();
  for (const kind of PAGES) await kind.forget();
  history.replaceState(null, '', '/');
}
