// @ts-check
// Problem answers carry the text editorial as the live site does (text_editorial_body,
// text_editorial_is_markdown, problem_editorialist): what ?tab=solution shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
before(async () => { app = await startServer(); });
after(async () => { await app.close(); });

test('a problem with an editorial answers its body; one without, an empty body', async () => {
  const client = createClient(app);
  const evensum = (await client.request({ method: 'GET', url: '/api/contests/PRACTICE/problems/EVENSUM' })).json();
  assert.match(evensum.text_editorial_body, /both are even or both are odd/);
  assert.equal(evensum.text_editorial_is_markdown, 1);
  assert.equal(evensum.problem_editorialist, 'mod');
  const warmup = (await client.request({ method: 'GET', url: '/api/contests/PRACTICE/problems/WARMUP' })).json();
  assert.deepEqual([warmup.text_editorial_body, warmup.text_editorial_is_markdown, warmup.problem_editorialist], ['', 0, '']);
});
