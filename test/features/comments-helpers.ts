/** Shared set-up for the cc-comments tests: mounting, queries, typing, a routed fetch stub. */
import { fixture, html } from '@open-wc/testing';
import '../../elements/cc-comments';
import { forgetComments } from '../../src/api/comments';
import { draftStorageKey } from '../../src/features/comments/drafts';
import { storage } from '../../src/core/storage';
import { jsonResponse, stubFetch, type FetchStub } from '../core/helpers';
import { until } from '../support/until';
import { q, qa } from '../support/shadow';

export const textOf = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export const downloadState = (el: Element) => q(el, '[part="comments"]')?.dataset.download ?? '';

export async function mountComments(url: string, { expanded = true, limit }: { expanded?: boolean; limit?: number } = {}): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(limit === undefined
    ? html`<cc-comments url=${url} ?expanded=${expanded}></cc-comments>`
    : html`<cc-comments url=${url} ?expanded=${expanded} limit=${limit}></cc-comments>`);
  if (expanded) await until(() => downloadState(el) === '1' || q(el, '[part="error"]') !== null, `comments of ${url}`);
  return el;
}

/** Forgets the cached first page and every draft of a thread. */
export async function forgetThread(url: string): Promise<void> {
  await forgetComments(url);
  storage.remove(draftStorageKey(url));
}

/** The rendered comment texts, in page order. */
export const contents = (el: Element) => qa(el, '[part="content"]').map(textOf);

/** The comment article whose text starts with `start`. */
export const commentWith = (el: Element, start: string) =>
  qa(el, '[part="comment"]').find((c) => textOf(c.querySelector('[part="content"]')).startsWith(start)) ?? null;

/** Types into a React-controlled textarea. */
export function type(field: HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export const postBox = (el: Element) => q(el, '[part="post-box"]');
export const postField = (el: Element) => q(el, '[part="post-box"] textarea') as HTMLTextAreaElement;

/** fetch stubbed for comment calls only (everything else reaches the real server). */
export function stubComments(answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>): FetchStub {
  const realFetch = window.fetch.bind(window);
  const stub = stubFetch();
  stub.callsFake(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (!url.pathname.startsWith('/comment/')) return realFetch(input, init);
    return answer(url, init);
  });
  return stub;
}

export const commentCalls = (stub: FetchStub, path = '/comment/') =>
  stub.getCalls().filter((call) => new URL(String(call.args[0]), location.href).pathname.startsWith(path));

/** A list answer in the Comment list response shape. */
export function listAnswer(list: Array<Record<string, unknown>>, flags: Partial<Record<'is_mod' | 'has_avatar' | 'can_post', boolean>> = {}): Response {
  return jsonResponse({ status: 'success', list, is_mod: false, has_avatar: true, can_post: true, ...flags });
}

let nextId = 1000;
export function comment(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const id = String(nextId++);
  return {
    id, pid: '0', content: `comment ${id}`, author: 'alice', author_avatar: '', author_html: '<span class="rating">alice</span>',
    time: Math.floor(Date.now() / 1000) - 120, important: 0, unpublished: 0, ...fields,
  };
}

/** A thread of its own for one test (the browser tests share one server). */
export const freshThread = (name: string) => `/problems/TEST-${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
