// Forwards the reference server's paths from the test server to the in-process API server, so
// the page under test and the API share one origin (cookies, CSRF, relative URLs all real).
// WebSocket upgrades on /ws/ are piped through as raw sockets.
import net from 'node:net';

const API_PATHS = /^\/(api|ws|todo|comment|captcha|codechef_register|submission|login|signup|logout)(\/|$|\?)/;

export function isApiPath(path) {
  return API_PATHS.test(path);
}

/**
 * The HTTP proxy, for the config's `middleware` list. It cannot be added from a plugin's
 * serverStart: the dev server composes (copies) its middleware stack before plugins start, and
 * its static handler answers 404 without calling next(), so a late app.use never runs.
 */
export function apiProxyMiddleware(apiOrigin) {
  return async (context, next) => {
    if (!isApiPath(context.path)) return next();
    const headers = { ...context.headers };
    delete headers.host;
    delete headers.connection;
    // The proxy hands the browser the answer's bytes decoded: asking the server to compress them
    // (demo/server/compression.js) would only spend both processes' time.
    headers['accept-encoding'] = 'identity';
    const hasBody = !['GET', 'HEAD'].includes(context.method);
    const response = await fetch(apiOrigin + context.url, {
      method: context.method,
      headers,
      body: hasBody ? context.req : undefined,
      duplex: hasBody ? 'half' : undefined,
      redirect: 'manual',
    });
    context.status = response.status;
    response.headers.forEach((value, name) => {
      if (!['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) {
        context.set(name, value);
      }
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) context.set('set-cookie', cookies);
    context.body = Buffer.from(await response.arrayBuffer());
  };
}

/** WebSocket upgrades on /ws/ (HTTP goes through apiProxyMiddleware). */
export function apiProxy(apiOrigin) {
  const target = new URL(apiOrigin);
  return {
    name: 'api-proxy',
    serverStart({ server }) {
      server?.prependListener('upgrade', (request, socket, head) => {
        if (!request.url?.startsWith('/ws/')) return;
        // Read now: the URL is rewritten below, before the upstream connection is made.
        const url = request.url;
        const upstream = net.connect(Number(target.port), target.hostname, () => {
          const lines = [`${request.method} ${url} HTTP/${request.httpVersion}`];
          for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
          upstream.write(lines.join('\r\n') + '\r\n\r\n');
          if (head?.length) upstream.write(head);
          socket.pipe(upstream).pipe(socket);
        });
        const close = () => { socket.destroy(); upstream.destroy(); };
        upstream.on('error', close);
        socket.on('error', close);
        // Keep the test runner's own WebSocket handler away from this socket.
        request.url = '/__proxied__';
      });
    },
  };
}
