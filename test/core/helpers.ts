/** Shared test tools for core services: fake answers for a stubbed fetch, real-task yields. */
import sinon from 'sinon';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function textResponse(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain' } });
}

/**
 * Yields real macrotasks (MessageChannel is never faked by sinon), so fetch bodies and
 * WebCrypto work that the browser resolves outside the microtask queue can finish while
 * fake timers are installed.
 */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
  }
}

export type FetchStub = sinon.SinonStub<Parameters<typeof fetch>, ReturnType<typeof fetch>>;

/** Replaces window.fetch (redaxios calls the global) with a stub; restore with sinon.restore(). */
export function stubFetch(): FetchStub {
  return sinon.stub(window, 'fetch') as unknown as FetchStub;
}

/** Answers calls whose path matches with `answer`; every other call reaches the real server. */
export function stubPath(path: RegExp, answer: () => Response): FetchStub {
  const real = window.fetch.bind(window);
  const stub = stubFetch();
  stub.callsFake(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    return path.test(url.pathname) ? answer() : real(input, init);
  });
  return stub;
}

/**
 * Holds back the answers of calls whose URL contains one of `parts` until `release()`; every
 * other call (and a held one, once released) reaches the real server. Restore with
 * `stub.restore()` or sinon.restore().
 */
export function holdFetch(...parts: string[]): { release: () => void; stub: FetchStub } {
  const real = window.fetch.bind(window);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const stub = stubFetch();
  stub.callsFake(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (parts.some((part) => url.includes(part))) await held;
    return real(input, init);
  });
  return { release, stub };
}

/** The URL of the n-th fetch call as a URL object, resolved against the page. */
export function calledUrl(stub: FetchStub, n = 0): URL {
  return new URL(String(stub.getCall(n).args[0]), location.href);
}

export function calledInit(stub: FetchStub, n = 0): RequestInit {
  return stub.getCall(n).args[1] ?? {};
}

/** Fake timers for setTimeout/setInterval/Date only, so real tasks still run. */
export function fakeTimers(now = 1_700_000_000_000): sinon.SinonFakeTimers {
  return sinon.useFakeTimers({
    now,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
