/**
 * The proctoring check: framework-free, timers injectable
 * through the globals sinon fakes. It checks at once, then again 30 s after a success and 10 s
 * after a failure; a success resets the failure count; at 3 failures in a row it stops and
 * gives up (the page clears the cache, alerts, and reloads: see state/proctoring.ts).
 */
import type { ProctoringCheck } from './proctoring';

const RECHECK_AFTER_SUCCESS_MS = 30_000;
const RECHECK_AFTER_FAILURE_MS = 10_000;
const MAX_FAILURES = 3;
/** What the give-up alert says when the last failure gave no message. */
export const PROCTORING_FALLBACK_MESSAGE = 'An error occurred';

export interface MonitorOptions {
  check: () => Promise<ProctoringCheck>;
  /** Called once, with the last failure's message (or the fallback). */
  onGiveUp: (message: string) => void;
}

export class ProctoringMonitor {
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly options: MonitorOptions) {}

  /** Failures in a row so far. */
  get failureCount(): number {
    return this.failures;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async run(): Promise<void> {
    this.timer = undefined;
    const result = await this.options.check();
    if (this.stopped) return;
    if (result.ok) {
      this.failures = 0;
      this.schedule(RECHECK_AFTER_SUCCESS_MS);
      return;
    }
    this.failures += 1;
    if (this.failures >= MAX_FAILURES) {
      this.stop();
      this.options.onGiveUp(result.message || PROCTORING_FALLBACK_MESSAGE);
      return;
    }
    this.schedule(RECHECK_AFTER_FAILURE_MS);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => void this.run(), ms);
  }
}
