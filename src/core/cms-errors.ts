/**
 * The content-management helper's error text: 'An HTTP error @status occurred.' when
 * the server answered, 'An error occurred.' when it did not (network failure, no status), each
 * followed by the URL on its own line so an editor can tell which resource failed.
 */

const CMS_HTTP_ERROR_TEMPLATE = 'An HTTP error @status occurred.';
const CMS_GENERIC_ERROR = 'An error occurred.';

/** A usable HTTP status: an integer in 100..599; 0 (the network failed) counts as none. */
function isHttpStatus(status: number | undefined): status is number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599;
}

export function cmsErrorMessage(status: number | undefined, url: string): string {
  const headline = isHttpStatus(status) ? CMS_HTTP_ERROR_TEMPLATE.replace('@status', String(status)) : CMS_GENERIC_ERROR;
  return url ? `${headline}\n${url}` : headline;
}
