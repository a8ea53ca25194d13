/**
 * The signed-in user's live rating during a division contest: a uPlot line over
 * the rating bands, loaded only when there is something to plot (uPlot and its stylesheet are a
 * lazy chunk, the stylesheet adopted into this shadow root). A table with the same points is
 * the text alternative. While the contest runs it reloads every
 * user_live_ratings_update_frequency minutes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { LiveRating } from '../../api/contest-answer';
import { sheetFor } from '../../core/styles';
import { RATING_BANDS, ratingAxisRange, ratingBandOf } from './rating-logic';
import { useShadowStyles } from '../../ui/host';
import { contestExtrasCss } from './extras.styles';

interface LiveRatingsProps {
  ratings: LiveRating[];
  everyMinutes: number | null;
  running: boolean;
  onRefresh: () => void;
}

const LIVE_RATINGS_HEIGHT = 260;

async function loadPlotter(root: ShadowRoot | Document): Promise<typeof uPlot> {
  const [plot, css] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  if (root instanceof ShadowRoot) {
    const sheet = sheetFor(css.default);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  return (plot as unknown as { default: typeof uPlot }).default;
}

export function LiveRatings({ ratings, everyMinutes, running, onRefresh }: LiveRatingsProps) {
  useShadowStyles(contestExtrasCss);
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const captionId = useId();
  const latest = ratings[ratings.length - 1];

  // Updated every user_live_ratings_update_frequency minutes.
  useEffect(() => {
    if (!running || !everyMinutes || everyMinutes <= 0) return undefined;
    const timer = setInterval(onRefresh, everyMinutes * 60_000);
    return () => clearInterval(timer);
  }, [running, everyMinutes, onRefresh]);

  useEffect(() => {
    const box = target.current;
    if (!box || ratings.length === 0) return undefined;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let active = true;
    loadPlotter(box.getRootNode() as ShadowRoot | Document)
      .then((UPlot) => {
        if (!active) return;
        const [low, high] = ratingAxisRange(ratings.map((point) => point.rating));
        chart = new UPlot({
          width: Math.max(240, box.clientWidth),
          height: LIVE_RATINGS_HEIGHT,
          legend: { show: false },
          scales: { x: { time: false }, y: { range: [low, high] } },
          axes: [{ label: 'Minute' }, { label: 'Rating' }],
          series: [{}, { label: 'Rating', stroke: '#1d5fd1', width: 2, points: { show: true } }],
          hooks: {
            drawClear: [(plot: uPlot) => {
              // The star bands behind the line, clipped to the plotting area.
              const { ctx, bbox } = plot;
              ctx.save();
              for (const band of RATING_BANDS) {
                const top = plot.valToPos(Math.min(band.to, high), 'y', true);
                const bottom = plot.valToPos(Math.max(band.from, low), 'y', true);
                if (bottom <= top) continue;
                ctx.fillStyle = band.color;
                ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
              }
              ctx.restore();
            }],
          },
        }, [ratings.map((point) => point.minute), ratings.map((point) => point.rating)], box);
        observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(240, box.clientWidth), height: LIVE_RATINGS_HEIGHT }));
        observer.observe(box);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [ratings]);

  if (ratings.length === 0) return null;
  return (
    <section className="section live-ratings" part="live-ratings" aria-labelledby={captionId}>
      <h2 id={captionId}>Live rating</h2>
      <p>
        Your rating now: <strong>{latest.rating}</strong> ({ratingBandOf(latest.rating).label}), at minute {latest.minute}.
      </p>
      {failed
        ? <p className="muted">The graph could not be drawn; the points are listed below.</p>
        : <div className="chart" ref={target} aria-hidden="true"></div>}
      <details>
        <summary>Rating by minute</summary>
        <table className="table">
          <thead><tr><th scope="col">Minute</th><th scope="col" className="number">Rating</th></tr></thead>
          <tbody>
            {ratings.map((point) => (
              <tr key={point.minute}><td>{point.minute}</td><td className="number">{point.rating}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
