/**
 * 'See more' / 'See less': content collapsed to a number of lines (or a height in px)
 * with a toggle that appears only when there is more to see.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useShadowStyles } from './host';
import { seeMoreCss } from './see-more.styles';

const SEE_MORE = 'See more';
const SEE_LESS = 'See less';
export const DEFAULT_LINES = 3;
/** The host's line height (the base stylesheet sets 1.5). */
const LINE_HEIGHT_EM = 1.5;

export interface SeeMoreProps {
  children?: ReactNode;
  /** Collapsed height in lines (default 3). */
  lines?: number;
  /** Collapsed height in px; wins over lines. */
  maxHeight?: number;
  onToggle?: (expanded: boolean) => void;
}

export function SeeMore({ children, lines = DEFAULT_LINES, maxHeight, onToggle }: SeeMoreProps) {
  useShadowStyles(seeMoreCss);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const clipRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const limit = maxHeight !== undefined ? `${maxHeight}px` : `${lines * LINE_HEIGHT_EM}em`;

  useEffect(() => {
    const clip = clipRef.current;
    const inner = innerRef.current;
    // Measured only while collapsed: then the clip is at most the limit and the inner box keeps
    // its natural height, so "more to see" is inner taller than clip. Observing the inner box
    // catches content that changes later (slotted content, images, fonts).
    if (!clip || !inner || expanded) return undefined;
    const measure = () => setOverflowing(inner.getBoundingClientRect().height > clip.getBoundingClientRect().height + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    observer.observe(clip);
    return () => observer.disconnect();
  }, [limit, expanded]);

  const toggle = () => {
    setExpanded(!expanded);
    onToggle?.(!expanded);
  };

  return (
    <div className="see-more">
      <div
        ref={clipRef}
        id={id}
        className={`clip${expanded ? '' : ' limited'}${overflowing && !expanded ? ' faded' : ''}`}
        part="content"
        style={{ '--_see-more-limit': limit } as CSSProperties}
      >
        <div ref={innerRef} className="inner">{children}</div>
      </div>
      {overflowing ? (
        <button type="button" className="toggle" part="toggle" aria-expanded={expanded} aria-controls={id} onClick={toggle}>
          {expanded ? SEE_LESS : SEE_MORE}
        </button>
      ) : null}
    </div>
  );
}
