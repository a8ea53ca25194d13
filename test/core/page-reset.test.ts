import { expect } from '@open-wc/testing';
import { clock } from '../../src/core/clock';
import { onPageReset, resetPage } from '../../src/core/page-reset';
import { setStorageBacking, storage } from '../../src/core/storage';

describe('page reset registry (core/page-reset)', () => {
  afterEach(() => resetPage());

  it('runs every registered reset, in registration order', () => {
    const ran: string[] = [];
    onPageReset(() => ran.push('first'));
    onPageReset(() => ran.push('second'));
    resetPage();
    expect(ran).to.deep.equal(['first', 'second']);
  });

  it('forgets the state modules registered: the clock offset, a storage override', () => {
    clock.sync({ serverMs: 10_000, localMs: 4_000 });
    const kept = new Map<string, string>();
    setStorageBacking({
      get length() {
        return kept.size;
      },
      key: (i: number) => [...kept.keys()][i] ?? null,
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
      clear: () => kept.clear(),
    });
    storage.set('page-reset-probe', 'in the override');
    expect(clock.offset()).to.equal(6_000);
    expect(kept.get('page-reset-probe')).to.equal('in the override');

    resetPage();
    expect(clock.offset()).to.equal(0);
    expect(storage.get('page-reset-probe')).to.equal(null);
    storage.set('page-reset-probe', 'in localStorage');
    expect(localStorage.getItem('page-reset-probe')).to.equal('in localStorage');
    localStorage.removeItem('page-reset-probe');
  });
});
