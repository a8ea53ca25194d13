/**
 * A busy indicator: a spinner with a status message screen readers hear once. The region that
 * is loading should carry aria-busy="true" meanwhile (the caller knows which one it is).
 * After 15 s it also says the answer is taking long and offers Retry (SlowNotice).
 */
import { useShadowStyles } from './host';
import { loaderCss } from './loader.styles';
import { SlowNotice } from './SlowNotice';
const DEFAULT_LOADING_LABEL = 'Loading…';

export interface LoaderProps {
  /** What is being loaded, e.g. 'Loading problems for the contest. Please wait.' */
  label?: string;
  /** Show the label next to the spinner (else it is for screen readers only). */
  showLabel?: boolean;
  /** Cover the nearest positioned ancestor with a translucent layer. */
  overlay?: boolean;
  size?: 'small' | 'medium' | 'large';
}

export function Loader({ label = DEFAULT_LOADING_LABEL, showLabel = false, overlay = false, size = 'medium' }: LoaderProps) {
  useShadowStyles(loaderCss);
  return (
    <div className={`loader size-${size}${overlay ? ' overlay' : ''}`} part="loader">
      <div className="loader-line" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className={showLabel ? 'loader-label' : 'visually-hidden'}>{label}</span>
      </div>
      <SlowNotice />
    </div>
  );
}
