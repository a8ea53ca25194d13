// @ts-check
// The rolling schedule: whenever the server is looked at, hours or days after its start, the
// seeded contests are still running, starting within minutes, in 30 minutes, in two hours, ended.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { rollContests } from '../../demo/server/features/contests/schedule.js';
import { FIXED_NOW_MS, createClient, startServer } from './helpers.js';

let nowMs = FIXED_NOW_MS;
/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => {
  nowMs = FIXED_NOW_MS;
  app = await startServer({ now: () => nowMs });
});
afterEach(async () => { await app.close(); });

const HOUR = 3600;
const MINUTE = 60;

test('every state stays available as time passes', async () => {
  const anchor = FIXED_NOW_MS / 1000;
  const visitor = createClient(app);
  for (const later of [0, 17 * MINUTE, 59 * MINUTE, 3 * HOUR + 7 * MINUTE, 30 * HOUR, 2.5 * 24 * HOUR, 9 * 24 * HOUR + 41 * MINUTE]) {
    nowMs = FIXED_NOW_MS + later * 1000;
    const now = nowMs / 1000;
    rollContests(app.db, anchor, now);
    /** @param {string} code */
    const times = async (code) => (await visitor.request({ method: 'GET', url: `/api/contests/${code}` })).json().time;
    /** @param {{ start: number, end: number }} t */
    const phase = (t) => (now < t.start ? 'before' : now <= t.end ? 'running' : 'ended');
    const at = `at +${later}s`;
    for (const code of ['START101', 'OTP10', 'TEAM10', 'PROC10', 'MASH10', 'REG10', 'LOCK10', 'FLEX10', 'FROZEN10']) {
      assert.equal(phase(await times(code)), 'running', `${code} ${at}`);
    }
    for (const code of ['START100', 'START100A', 'START100D']) assert.equal(phase(await times(code)), 'ended', `${code} ${at}`);
    const soon = await times('START103');
    assert.ok(soon.start > now && soon.start - now <= 30 * MINUTE, `START103 within 30 minutes ${at}`);
    const twoHours = await times('START105');
    assert.ok(twoHours.start - now > 4200 && twoHours.start - now <= 2 * HOUR, `START105 in about two hours ${at}`);
    const minutes = await times('START104');
    assert.ok(minutes.start - now <= 5 * MINUTE && now <= minutes.end, `START104 within minutes or running ${at}`);
    assert.ok((await times('START102')).start - now > 24 * HOUR, `START102 in days ${at}`);
  }
});
