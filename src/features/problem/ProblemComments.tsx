/**
 * The problem's comment section below it: <cc-comments>, whose element loads in the task after
 * the problem's first show is painted (lazy-parts.ts). Until then the tag keeps the size of its
 * loading state (problem.styles.ts); a load that fails says so, with Retry.
 */
import { useAfterNextPaint, useLazyModule } from '../../ui/useLazyModule';
import { commentsElement } from './lazy-parts';

export const COMMENTS_FAILED_TEXT = 'The comments could not be loaded.';

export function ProblemComments({ url }: { url: string }) {
  const painted = useAfterNextPaint();
  const element = useLazyModule(commentsElement, painted);
  if (element.failed) {
    return (
      <p className="comments comments-failed" role="alert">
        {COMMENTS_FAILED_TEXT} <button type="button" className="link-button" onClick={element.retry}>Retry</button>
      </p>
    );
  }
  return <cc-comments part="comments" className="comments" url={url}></cc-comments>;
}
