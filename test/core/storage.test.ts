import { expect } from '@open-wc/testing';
import { setStorageBacking, broadcast, onBroadcast, storage } from '../../src/core/storage';

/** A Storage whose chosen methods throw, like a sandboxed frame or a full disk. */
function hostileStorage(
  throwing: { get?: boolean; set?: boolean; all?: boolean },
  seed: Record<string, string> = {},
): Storage {
  const data = new Map(Object.entries(seed));
  const fail = (name: string) => {
    throw new DOMException('blocked', name);
  };
  const guard = (op: 'get' | 'set') => {
    if (throwing.all) fail('SecurityError');
    if (op === 'set' && throwing.set) fail('QuotaExceededError');
    if (op === 'get' && throwing.get) fail('SecurityError');
  };
  return {
    get length() {
      guard('get');
      return data.size;
    },
    key: (i: number) => (guard('get'), [...data.keys()][i] ?? null),
    getItem: (k: string) => (guard('get'), data.get(k) ?? null),
    setItem: (k: string, v: string) => (guard('set'), void data.set(k, v)),
    removeItem: (k: string) => (guard('set'), void data.delete(k)),
    clear: () => (guard('set'), data.clear()),
  };
}

describe('storage', () => {
  beforeEach(() => {
    setStorageBacking(null);
    localStorage.clear();
  });
  afterEach(() => {
    setStorageBacking(null);
    localStorage.clear();
  });

  it('reads and writes window.localStorage', () => {
    storage.set('a', '1');
    storage.set('b', '2');
    expect(localStorage.getItem('a')).to.equal('1');
    expect(storage.get('b')).to.equal('2');
    expect(storage.get('missing')).to.equal(null);
    expect(storage.keys().sort()).to.deep.equal(['a', 'b']);
    storage.remove('a');
    expect(localStorage.getItem('a')).to.equal(null);
    storage.clear();
    expect(localStorage.length).to.equal(0);
    expect(storage.isMemoryFallback()).to.equal(false);
  });

  it('works from memory when every call throws SecurityError', () => {
    setStorageBacking(hostileStorage({ all: true }));
    storage.set('k', 'v');
    expect(storage.get('k')).to.equal('v');
    expect(storage.keys()).to.deep.equal(['k']);
    expect(storage.isMemoryFallback()).to.equal(true);
    storage.remove('k');
    expect(storage.get('k')).to.equal(null);
  });

  it('keeps the value whose write hit QuotaExceeded, and what was stored before', () => {
    setStorageBacking(hostileStorage({ set: true }, { old: 'kept' }));
    storage.set('new', 'value');
    expect(storage.get('new')).to.equal('value');
    expect(storage.get('old')).to.equal('kept');
    expect(storage.keys().sort()).to.deep.equal(['new', 'old']);
    storage.clear();
    expect(storage.keys()).to.deep.equal([]);
  });

  it('stays in memory for the rest of the page once a call failed', () => {
    const backing = hostileStorage({ set: true });
    setStorageBacking(backing);
    storage.set('x', '1');
    // Reads would work on the backing store, but the fallback must not split the data.
    expect(backing.getItem('x')).to.equal(null);
    expect(storage.get('x')).to.equal('1');
  });

  describe('broadcast', () => {
    let frame: HTMLIFrameElement;
    beforeEach(async () => {
      // A same-origin frame is another document: it receives our storage events, and we its.
      frame = document.createElement('iframe');
      document.body.append(frame);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    afterEach(() => frame.remove());

    function nextStorageEvent(target: Window, key: string): Promise<StorageEvent> {
      return new Promise((resolve) => {
        target.addEventListener('storage', function listener(event) {
          if (event.key !== key) return;
          target.removeEventListener('storage', listener);
          resolve(event);
        });
      });
    }

    it('tells other documents and leaves nothing in storage', async () => {
      const received = nextStorageEvent(frame.contentWindow!, 'cc:bc:alerts');
      broadcast('alerts', { remove: 42 });
      const event = await received;
      expect(JSON.parse(event.newValue!).message).to.deep.equal({ remove: 42 });
      expect(localStorage.getItem('cc:bc:alerts')).to.equal(null);
    });

    it('delivers messages written by another document', async () => {
      const messages: unknown[] = [];
      const stop = onBroadcast('alerts', (m) => messages.push(m));
      const seen = nextStorageEvent(window, 'cc:bc:alerts');
      frame.contentWindow!.localStorage.setItem('cc:bc:alerts', JSON.stringify({ message: 'hi', nonce: '1' }));
      await seen;
      stop();
      expect(messages).to.deep.equal(['hi']);
    });

    it('ignores other keys, removals and malformed JSON; stops after unsubscribe', () => {
      const messages: unknown[] = [];
      const stop = onBroadcast('alerts', (m) => messages.push(m));
      const fire = (key: string, newValue: string | null) =>
        window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
      fire('cc:bc:other', JSON.stringify({ message: 'no', nonce: '1' }));
      fire('cc:bc:alerts', null);
      fire('cc:bc:alerts', '{not json');
      fire('cc:bc:alerts', JSON.stringify({ nonce: 'no message field' }));
      fire('cc:bc:alerts', JSON.stringify({ message: { id: 7 }, nonce: '2' }));
      stop();
      fire('cc:bc:alerts', JSON.stringify({ message: 'late', nonce: '3' }));
      expect(messages).to.deep.equal([{ id: 7 }]);
    });
  });
});
