// The floors of the server benches, each in its own process like the server it is compared to:
//   node bench/lib/bare-servers.js http BODIES.json   a bare node:http server answering each path
//       with the bytes the reference server gave for it (BODIES.json: {path: base64 body})
//   node bench/lib/bare-servers.js ws                 a bare `ws` server on /ws/sub/*: POST /send
//       broadcasts the request body to every socket, as plainly as it can be done
// Prints "cc-elements reference server: http://127.0.0.1:PORT/ (bare …)" when listening, the
// line the bench's process helper waits for.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const [mode, bodiesFile] = process.argv.slice(2);
let server;
if (mode === 'http') {
  const bodies = new Map(Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8')))
    .map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
  server = createServer((req, res) => {
    const body = bodies.get(req.url);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
} else if (mode === 'ws') {
  const sockets = new WebSocketServer({ noServer: true });
  server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const data = Buffer.concat(chunks).toString();
      let sent = 0;
      for (const socket of sockets.clients) {
        socket.send(data);
        sent++;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ delivered: sent }));
    });
  });
  server.on('upgrade', (req, socket, head) => sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req)));
} else {
  throw new Error(`unknown mode ${mode}: http or ws`);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  console.log(`cc-elements reference server: http://127.0.0.1:${server.address().port}/ (bare ${mode})`);
});
