// @ts-check
// Compressed answers (@fastify/compress): JSON, CSS, scripts and SVG of 1 KB or more go out as
// brotli or gzip, whichever the browser asks for first. A dynamic answer is compressed on every
// request, so brotli runs at quality 4: about gzip's speed at a smaller size (the 200-problem
// first answer of /BIG10K: 84 KB -> 8.5 KB). /dist/ is compressed at build time
// (scripts/compress.js) and sent as is.
//
// Never compressed: answers that carry the CSRF token. Compressing a secret together with text
// a third party can choose (a search, a path, a name) lets them read the secret from the sizes of
// answers (BREACH). Every page of the app and of the server embeds the token (page-settings.js)
// and echoes its address, so no page route is compressed (nor the demo pages the server fills in,
// /demo/legacy.html and /demo/partner.html); the two API answers that carry it say
// `compress: false` themselves (GET /api/user/me, POST /api/auth/login). The rest of /demo/ is
// static files, none of them holding a secret.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';

/** Routes whose answers may be compressed: the API and the static demo files. @param {string} url */
const mayCompress = (url) => url.startsWith('/api/') || (url.startsWith('/demo/') && !url.endsWith('.html'));

/** @param {import('fastify').FastifyInstance} app */
export function installCompression(app) {
  // Runs before the plugin's own onRoute hook (added when it registers, after this one).
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !mayCompress(route.url ?? '')) route.compress = false;
  });
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
