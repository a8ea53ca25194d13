import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheDelete, cacheEntryKey, cacheGet, cacheSet, cacheSetAfterPaint, cached, checkUserKeyAtLoad, getUserKey } from '../../src/api/cache';
import { bytesToBase64, base64ToBytes, deriveCacheKey, sealBytes, sha256Hex } from '../../src/core/cache-crypto';
import { getCookie, removeCookie, setCookie } from '../../src/core/cookies';
import { setConnectivityProbe } from '../../src/core/connectivity';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { onNotify } from '../../src/core/notify';
import { setStorageBacking, storage } from '../../src/core/storage';
import { MAX_ENTRY_CHARS } from '../../src/core/cache';
import { USER_KEY_FINGERPRINT_STORAGE_KEY } from '../../src/api/user-key';
import { fakeTimers, jsonResponse, settle, stubFetch } from './helpers';
import { MAX_BACKOFF_MS } from '../../src/core/reload-guard';
import { resetPage } from '../../src/core/page-reset';
import { newVisit } from '../support/visit';

const USER_KEY = 'test-user-key-1';

function rawEntry(name: string): { v: number; iv: string; ct: string } {
  return JSON.parse(storage.get(cacheEntryKey(name))!);
}

describe('cache', () => {
  beforeEach(() => {
    resetPage();
    localStorage.clear();
    setStorageBacking(null);
    setCookie('userkey', USER_KEY);
    setConnectivityProbe(async () => true);
    onNotify(() => undefined);
  });
  afterEach(() => {
    sinon.restore();
    removeCookie('userkey');
    setStorageBacking(null);
    resetPage();
    resetNavImpl();
    localStorage.clear();
  });

  it('round-trips values, encrypted at rest', async () => {
    const value = { code: 'START1', names: ['Ünïcode ✓', '数学'], n: 3 };
    await cacheSet('contest', value, 60);
    expect(await cacheGet('contest')).to.deep.equal(value);
    const stored = storage.get(cacheEntryKey('contest'))!;
    expect(stored).not.to.contain('START1');
    expect(rawEntry('contest').v).to.equal(1);
    cacheDelete('contest');
    expect(await cacheGet('contest')).to.equal(undefined);
  });

  it('misses and deletes an entry once its ttl has passed', async () => {
    const timers = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    await cacheSet('short', 'v', 10);
    timers.tick(9_999);
    expect(await cacheGet('short')).to.equal('v');
    timers.tick(1);
    expect(await cacheGet('short')).to.equal(undefined);
    expect(storage.get(cacheEntryKey('short'))).to.equal(null);
  });

  it('ttl 0 never expires', async () => {
    const timers = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    await cacheSet('forever', 42, 0);
    timers.tick(10 * 365 * 86400e3);
    expect(await cacheGet('forever')).to.equal(42);
  });

  it('an entry too large for storage is not stored, and storage stays localStorage', async () => {
    await cacheSet('big', 'old', 60);
    // About 1.5 Mi characters of JSON: sealed, more than MAX_ENTRY_CHARS.
    await cacheSet('big', 'x'.repeat(Math.ceil(MAX_ENTRY_CHARS * 0.8)), 60);
    expect(storage.get(cacheEntryKey('big'))).to.equal(null, 'the older entry is dropped too');
    expect(storage.isMemoryFallback()).to.equal(false);
    // The caller's size hint refuses it before any work.
    await cacheSet('hinted', { n: 1 }, 60, { approxChars: MAX_ENTRY_CHARS });
    expect(storage.get(cacheEntryKey('hinted'))).to.equal(null);
    await cacheSet('small', 'x'.repeat(1000), 60);
    expect(await cacheGet('small')).to.equal('x'.repeat(1000));
  });

  it('cacheSetAfterPaint: drops the older entry at once, writes once the page is idle', async () => {
    await cacheSet('answer', 'old', 60);
    const written = cacheSetAfterPaint('answer', 'new', 60);
    expect(storage.get(cacheEntryKey('answer'))).to.equal(null, 'nothing older is served meanwhile');
    await written;
    expect(await cacheGet('answer')).to.equal('new');
    // Superseded or deleted before it ran: it writes nothing.
    const first = cacheSetAfterPaint('answer', 'first', 60);
    const second = cacheSetAfterPaint('answer', 'second', 60);
    await Promise.all([first, second]);
    expect(await cacheGet('answer')).to.equal('second');
    const dropped = cacheSetAfterPaint('answer', 'dropped', 60);
    cacheDelete('answer');
    await dropped;
    expect(storage.get(cacheEntryKey('answer'))).to.equal(null);
    // Too large by its hint: nothing is written, and the older entry is gone.
    await cacheSet('answer', 'old', 60);
    await cacheSetAfterPaint('answer', 'huge', 60, { approxChars: 4_000_000 });
    expect(storage.get(cacheEntryKey('answer'))).to.equal(null);
  });

  describe('unreadable entries are misses and are deleted', () => {
    async function expectMissAndDeleted(name: string) {
      expect(await cacheGet(name)).to.equal(undefined);
      expect(storage.get(cacheEntryKey(name))).to.equal(null);
    }

    it('tampered ciphertext', async () => {
      await cacheSet('t', { a: 1 }, 60);
      const entry = rawEntry('t');
      const bytes = base64ToBytes(entry.ct);
      bytes[0] = bytes[0]! ^ 0x01;
      storage.set(cacheEntryKey('t'), JSON.stringify({ ...entry, ct: bytesToBase64(bytes) }));
      await expectMissAndDeleted('t');
    });

    it('truncated ciphertext and truncated entry text', async () => {
      await cacheSet('t1', 'x'.repeat(100), 60);
      const entry = rawEntry('t1');
      storage.set(cacheEntryKey('t1'), JSON.stringify({ ...entry, ct: bytesToBase64(base64ToBytes(entry.ct).slice(0, -4)) }));
      await expectMissAndDeleted('t1');
      await cacheSet('t2', 'y', 60);
      const raw = storage.get(cacheEntryKey('t2'))!;
      storage.set(cacheEntryKey('t2'), raw.slice(0, raw.length / 2));
      await expectMissAndDeleted('t2');
    });

    it('non-JSON, wrong-shape and non-base64 entries', async () => {
      storage.set(cacheEntryKey('a'), 'garbage');
      storage.set(cacheEntryKey('b'), JSON.stringify({ v: 2, iv: 'AAAA', ct: 'AAAA' }));
      storage.set(cacheEntryKey('c'), JSON.stringify({ v: 1, iv: '***', ct: '***' }));
      for (const name of ['a', 'b', 'c']) await expectMissAndDeleted(name);
    });

    it('an entry sealed with another user key', async () => {
      await cacheSet('k', 'secret', 60);
      removeCookie('userkey');
      setCookie('userkey', 'another-user');
      await expectMissAndDeleted('k');
    });

    it('decrypted bytes that are not UTF-8: warns "malformed UTF-8 data"', async () => {
      const warn = sinon.stub(console, 'warn');
      const key = await deriveCacheKey(USER_KEY);
      const sealed = await sealBytes(key, new Uint8Array([0x7b, 0xff, 0xfe, 0x80, 0x7d]));
      storage.set(cacheEntryKey('u'), JSON.stringify({ v: 1, ...sealed }));
      await expectMissAndDeleted('u');
      expect(warn.calledWith('malformed UTF-8 data')).to.equal(true);
    });

    it('valid UTF-8 that is not a payload', async () => {
      const key = await deriveCacheKey(USER_KEY);
      const sealed = await sealBytes(key, new TextEncoder().encode('{"value": 1}'));
      storage.set(cacheEntryKey('p'), JSON.stringify({ v: 1, ...sealed }));
      await expectMissAndDeleted('p');
    });
  });

  it('cached(): loads on a miss, serves the hit afterwards, shares a concurrent load', async () => {
    const load = sinon.spy(async () => ({ list: [1, 2] }));
    const [a, b] = await Promise.all([cached('list', 60, load), cached('list', 60, load)]);
    expect(a).to.deep.equal({ list: [1, 2] });
    expect(b).to.deep.equal({ list: [1, 2] });
    expect(await cached('list', 60, load)).to.deep.equal({ list: [1, 2] });
    expect(load.callCount).to.equal(1);
  });

  it('cached(): passes a failing load through without storing anything', async () => {
    const error = new Error('load failed');
    let caught: unknown;
    await cached('bad', 60, async () => Promise.reject(error)).catch((e: unknown) => (caught = e));
    expect(caught).to.equal(error);
    expect(storage.get(cacheEntryKey('bad'))).to.equal(null);
  });

  it('keeps working from memory when storage throws', async () => {
    const throwing = {
      get length(): number {
        throw new DOMException('no', 'SecurityError');
      },
      key: () => {
        throw new DOMException('no', 'SecurityError');
      },
      getItem: () => {
        throw new DOMException('no', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('no', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('no', 'SecurityError');
      },
      clear: () => {
        throw new DOMException('no', 'SecurityError');
      },
    } as Storage;
    setStorageBacking(throwing);
    await cacheSet('m', { ok: true }, 60);
    expect(await cacheGet('m')).to.deep.equal({ ok: true });
    expect(storage.isMemoryFallback()).to.equal(true);
  });

  describe('user key', () => {
    it('fetches the key when the cookie is absent and keeps it in the userkey cookie', async () => {
      removeCookie('userkey');
      const fetchStub = stubFetch();
      fetchStub.resolves(jsonResponse({ status: 'success', key: 'server-key' }));
      const [a, b] = await Promise.all([getUserKey(), getUserKey()]);
      expect([a, b]).to.deep.equal(['server-key', 'server-key']);
      expect(fetchStub.callCount, 'one request for concurrent callers').to.equal(1);
      expect(new URL(String(fetchStub.firstCall.args[0]), location.href).pathname).to.equal('/api/user/key');
      expect(getCookie('userkey')).to.equal('server-key');
      expect(await getUserKey()).to.equal('server-key');
      expect(fetchStub.callCount, 'served from the cookie').to.equal(1);
    });

    it('bypasses the cache when the key cannot be fetched, without throwing', async () => {
      removeCookie('userkey');
      const fetchStub = stubFetch();
      fetchStub.rejects(new TypeError('Failed to fetch'));
      const load = sinon.spy(async () => 'fresh');
      expect(await cached('x', 60, load)).to.equal('fresh');
      expect(await cached('x', 60, load)).to.equal('fresh');
      expect(load.callCount).to.equal(2);
      await cacheSet('y', 1, 60);
      expect(storage.keys().filter((k) => k.startsWith('cc:cache:'))).to.deep.equal([]);
      expect(await cacheGet('y')).to.equal(undefined);
    });

    it('at load: stores the fingerprint of the real server key the first time', async () => {
      const reload = sinon.spy();
      setNavImpl({ reload });
      await checkUserKeyAtLoad();
      const serverKey = getCookie('userkey')!;
      expect(serverKey).to.be.a('string').and.not.equal(USER_KEY);
      expect(storage.get(USER_KEY_FINGERPRINT_STORAGE_KEY)).to.equal(await sha256Hex(serverKey));
      expect(reload.called).to.equal(false);
    });

    it('at load: a different key clears storage and reloads the page', async () => {
      const reload = sinon.spy();
      setNavImpl({ reload });
      storage.set(USER_KEY_FINGERPRINT_STORAGE_KEY, await sha256Hex('previous-user'));
      storage.set('cc:todo', 'left by the previous user');
      await checkUserKeyAtLoad();
      expect(reload.callCount).to.equal(1);
      expect(storage.get('cc:todo')).to.equal(null);
    });

    it('at load: an answer that comes after the page was reset (a new page) changes nothing', async () => {
      const reload = sinon.spy();
      setNavImpl({ reload });
      storage.set(USER_KEY_FINGERPRINT_STORAGE_KEY, await sha256Hex('previous-user'));
      storage.set('cc:todo', 'this page\'s');
      let onPage = true;
      const checking = checkUserKeyAtLoad(() => onPage);
      onPage = false; // the page ends while the key is looked up
      await checking;
      expect(reload.called).to.equal(false);
      expect(storage.get('cc:todo')).to.equal('this page\'s');
    });

    it('at load: a key that keeps alternating (two servers, two databases) reloads through the guard, with backoff, not in a loop', async () => {
      newVisit();
      let reloads = 0;
      let loadedAgain = true;
      setNavImpl({ reload: () => { reloads++; loadedAgain = true; } });
      let answers = 0;
      stubFetch().callsFake(async () => jsonResponse({ status: 'success', key: answers++ % 2 === 0 ? 'key-A' : 'key-B' }));
      storage.set(USER_KEY_FINGERPRINT_STORAGE_KEY, await sha256Hex('key-B'));
      const clock = fakeTimers(Date.now());
      try {
        // Two minutes of a page that loads again (what a real reload keeps: the guard's record in
        // session storage) as soon as it is reloaded.
        const end = Date.now() + 2 * MAX_BACKOFF_MS;
        while (Date.now() < end) {
          if (loadedAgain) {
            loadedAgain = false;
            resetPage(); // the reload: fresh module state, the guard's record kept
            removeCookie('userkey');
            await checkUserKeyAtLoad();
            await settle();
          }
          await clock.tickAsync(250);
        }
      } finally {
        clock.restore();
        newVisit();
      }
      // At once, then 2, 4, 8, 16, 32, 60, … s apart: 7 reloads in two minutes, not ~500.
      expect(answers).to.be.greaterThan(1);
      expect(reloads).to.be.within(2, 7);
    });

    it('at load: the same key changes nothing', async () => {
      const reload = sinon.spy();
      setNavImpl({ reload });
      await checkUserKeyAtLoad();
      storage.set('cc:keep', 'yes');
      await checkUserKeyAtLoad();
      expect(reload.called).to.equal(false);
      expect(storage.get('cc:keep')).to.equal('yes');
    });
  });
});
