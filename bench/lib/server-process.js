// A reference server in its own process for the server benches (so the load generator and
// the measured server do not share an event loop): buildServer with the options the bench
// passes in the environment, on a free loopback port. Prints the same ready line as main.js.
//   DB_PATH (default :memory:), REDIS_URL, ALERT_SOCKETS_PER_ADDRESS
import { buildServer } from '../../demo/server/app.js';

const app = buildServer({
  dbPath: process.env.DB_PATH || ':memory:',
  seedDemo: true, // the benches sign in as the demo accounts
  alerts: {
    redisUrl: process.env.REDIS_URL || undefined,
    ...(process.env.ALERT_SOCKETS_PER_ADDRESS ? { maxSocketsPerAddress: Number(process.env.ALERT_SOCKETS_PER_ADDRESS) } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`cc-elements reference server: http://127.0.0.1:${app.server.address().port}/ (bench)`);
