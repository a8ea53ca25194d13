/**
 * What a page says when its proctoring checks gave up: the server's message (or 'An error
 * occurred') inline, that the page reloads, and Reload to do it now. In place of the blocking
 * alert() that came back every 21 s while a check kept failing.
 */
import { retryReloadNow } from '../core/reload-guard';
import { ErrorPanel } from './ErrorPanel';

const PROCTORING_RELOAD_TEXT = 'The page will reload to check again.';

export function ProctoringFailure({ message }: { message: string }) {
  return (
    <ErrorPanel part="proctoring-failure" onReload={retryReloadNow} recover={false}>
      <p>{message}</p>
      <p>{PROCTORING_RELOAD_TEXT}</p>
    </ErrorPanel>
  );
}
