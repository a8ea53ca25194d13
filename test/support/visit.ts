import { resetPage } from '../../src/core/page-reset';

/**
 * A fresh visit: a new page (resetPage) in a new browser session, so what the session keeps
 * across reloads (the reload guard's attempts) is gone too. resetPage alone is a reload.
 */
export function newVisit(): void {
  resetPage();
  sessionStorage.clear();
}
