// First step of `npm test`: fail fast, in one line, when there is no browser to test in.
import { browserMissingMessage } from './browser-path.js';

const message = browserMissingMessage();
if (message) {
  console.error(message);
  process.exit(1);
}
