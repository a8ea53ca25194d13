// The pure alert rules (channels, acknowledgement keys, the queue reducer) and the
// acknowledgement record in storage and cookie.
import { expect } from '@open-wc/testing';
import { getCookie, removeCookie, setCookie } from '../../src/core/cookies';
import { setStorageBacking, storage } from '../../src/core/storage';
import { readLastAck, recordAck } from '../../src/state/alert-acks';
import { ackKey, channelOf, channelsFor, nextAckId, parseAckId, parseAlert, parseContestList, recentQuery, reduceQueue, type Alert } from '../../src/domain/alerts';
import { socketUrl } from '../../src/api/alert-socket';

const all = (id: number, message = `all ${id}`): Alert => ({ id, message, targetAudience: { type: 'all', contestCode: null } });
const contest = (id: number, code: string): Alert => ({ id, message: `${code} ${id}`, targetAudience: { type: 'contest', contestCode: code } });
const noAcks = () => -1;
const ids = (queue: readonly Alert[]) => queue.map((a) => a.id);

describe('alert channels and acknowledgement keys', () => {
  it('puts an alert on alerts-all or contest_{code}', () => {
    expect(channelOf(all(1))).to.equal('alerts-all');
    expect(channelOf(contest(2, 'START1'))).to.equal('contest_START1');
  });

  it('keys the all channel without the username and contest channels with it', () => {
    expect(ackKey('alerts-all', 'alice')).to.equal('alerts-all');
    expect(ackKey('contest_START1', 'alice')).to.equal('alice|contest_START1');
    expect(ackKey('contest_START1', 'bob')).to.not.equal(ackKey('contest_START1', 'alice'));
    expect(ackKey('contest_START1', ''), 'visitor').to.equal('contest_START1');
    // '_' may be in usernames and codes; '|' keeps (user, channel) pairs apart.
    expect(ackKey('contest_B_contest_C', 'a')).to.not.equal(ackKey('contest_C', 'a_contest_B'));
  });

  it('reads stored ids, -1 for none or junk', () => {
    expect(parseAckId('42')).to.equal(42);
    expect(parseAckId(' 7 ')).to.equal(7);
    for (const junk of [null, undefined, '', 'abc', '1.5', '-5', '1e3', '99999999999999999999']) {
      expect(parseAckId(junk), String(junk)).to.equal(-1);
    }
    expect(nextAckId(-1, 4)).to.equal(4);
    expect(nextAckId(9, 4), 'never lowered').to.equal(9);
  });

  it('subscribes to alerts-all plus each distinct valid contest, at most 20 channels', () => {
    expect(channelsFor([])).to.deep.equal({ channels: ['alerts-all'], rejected: [] });
    expect(channelsFor(['START1', 'START1', 'x', 'a b', 'LIVE_2'])).to.deep.equal({
      channels: ['alerts-all', 'contest_START1', 'contest_LIVE_2'],
      rejected: ['x', 'a b'],
    });
    const many = Array.from({ length: 30 }, (_, i) => `C${i}X`);
    expect(channelsFor(many).channels).to.have.length(20);
    expect(parseContestList(' START1, START2  LIVE ,,')).to.deep.equal(['START1', 'START2', 'LIVE']);
    expect(parseContestList(undefined)).to.deep.equal([]);
  });

  it('asks recent alerts with each channel\'s last acknowledged id', () => {
    const acks: Record<string, number> = { 'alerts-all': 12 };
    expect(recentQuery(['alerts-all', 'contest_START1'], (c) => acks[c] ?? -1)).to.deep.equal({
      'alerts-all': 12,
      contest_START1: -1,
    });
  });

  it('builds the socket address on the current host: wss on https, else ws', () => {
    expect(socketUrl(['alerts-all', 'contest_A1'], { protocol: 'https:', host: 'x.test' })).to.equal('wss://x.test/ws/sub/alerts-all,contest_A1');
    expect(socketUrl(['alerts-all'], { protocol: 'http:', host: 'localhost:8080' })).to.equal('ws://localhost:8080/ws/sub/alerts-all');
  });
});

describe('parseAlert', () => {
  it('accepts the server shape', () => {
    expect(parseAlert({ id: 3, message: '<b>x</b>', target_audience: { type: 'all' } })).to.deep.equal(all(3, '<b>x</b>'));
    expect(parseAlert({ id: '4', message: 'm', target_audience: { type: 'contest', contestCode: 'START1' } })).to.deep.equal({
      id: 4, message: 'm', targetAudience: { type: 'contest', contestCode: 'START1' },
    });
  });

  it('rejects anything else', () => {
    const bad: unknown[] = [
      null, 'text', [], {},
      { id: -1, message: 'm', target_audience: { type: 'all' } },
      { id: 1.5, message: 'm', target_audience: { type: 'all' } },
      { id: 'x', message: 'm', target_audience: { type: 'all' } },
      { id: 1, message: 5, target_audience: { type: 'all' } },
      { id: 1, message: 'm' },
      { id: 1, message: 'm', target_audience: { type: '' } },
      { id: 1, message: 'm', target_audience: { type: 'contest' } },
      { id: 1, message: 'm', target_audience: { type: 'contest', contestCode: '../x' } },
    ];
    for (const raw of bad) expect(parseAlert(raw), JSON.stringify(raw)).to.equal(null);
  });
});

describe('the alert queue', () => {
  it('adds at the back, once per id', () => {
    let queue = reduceQueue([], { type: 'add', alert: all(1) }, noAcks);
    queue = reduceQueue(queue, { type: 'add', alert: contest(2, 'A1') }, noAcks);
    const same = reduceQueue(queue, { type: 'add', alert: all(1, 'again') }, noAcks);
    expect(ids(queue)).to.deep.equal([1, 2]);
    expect(same, 'unchanged array for a duplicate').to.equal(queue);
  });

  it('ignores alerts at or below their own channel\'s last acknowledged id', () => {
    const acks: Record<string, number> = { 'alerts-all': 5, contest_A1: 2 };
    const lastAck = (channel: string) => acks[channel] ?? -1;
    let queue: readonly Alert[] = [];
    for (const alert of [all(4), all(5), all(6), contest(2, 'A1'), contest(3, 'A1'), contest(1, 'B2')]) {
      queue = reduceQueue(queue, { type: 'add', alert }, lastAck);
    }
    expect(ids(queue)).to.deep.equal([6, 3, 1]);
  });

  it('replaces the whole queue with the recent alerts, deduplicated and filtered', () => {
    const queue = [all(1), all(2)];
    const replaced = reduceQueue(queue, { type: 'replace', alerts: [all(3), all(4), all(3), all(0)] }, (c) => (c === 'alerts-all' ? 0 : -1));
    expect(ids(replaced)).to.deep.equal([3, 4]);
  });

  it('removes by id (the top alert on Okay, any alert for another tab)', () => {
    const queue = [all(1), all(2), all(3)];
    expect(ids(reduceQueue(queue, { type: 'remove', id: 1 }, noAcks))).to.deep.equal([2, 3]);
    expect(ids(reduceQueue(queue, { type: 'remove', id: 2 }, noAcks))).to.deep.equal([1, 3]);
    expect(reduceQueue(queue, { type: 'remove', id: 9 }, noAcks)).to.equal(queue);
  });
});

describe('the acknowledgement record', () => {
  const KEY = 'alice|contest_T1';
  beforeEach(() => {
    setStorageBacking(null);
    localStorage.clear();
    removeCookie(KEY);
  });
  afterEach(() => removeCookie(KEY));

  it('is -1 when nothing is recorded', () => {
    expect(readLastAck(KEY)).to.equal(-1);
  });

  it('writes local storage and a 30-day cookie under the same key', () => {
    const written: string[] = [];
    const spy = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => spy.get!.call(document),
      set: (value: string) => {
        written.push(value);
        spy.set!.call(document, value);
      },
    });
    try {
      expect(recordAck(KEY, 7)).to.equal(7);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    expect(storage.get(KEY)).to.equal('7');
    expect(getCookie(KEY)).to.equal('7');
    const cookie = written.find((c) => c.startsWith(`${encodeURIComponent(KEY).replace('%7C', '|')}=7`))!;
    expect(cookie, written.join('\n')).to.be.a('string');
    const expires = Date.parse(cookie.match(/expires=([^;]+)/)![1]);
    expect(Math.round((expires - Date.now()) / 86_400_000)).to.equal(30);
    expect(cookie).to.contain('path=/');
  });

  it('reads the higher of storage and cookie, and never goes down', () => {
    setCookie(KEY, '9');
    expect(readLastAck(KEY), 'storage cleared (logout), cookie kept').to.equal(9);
    recordAck(KEY, 4);
    expect(storage.get(KEY)).to.equal('9');
    localStorage.setItem(KEY, '12');
    expect(readLastAck(KEY)).to.equal(12);
  });
});
