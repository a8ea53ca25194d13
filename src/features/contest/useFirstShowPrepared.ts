/**
 * The first time the contest can be shown: its formatters and markup are prepared one piece per
 * task (prepare.ts), then the view is rendered as a transition, which React renders in slices of
 * about 5 ms with the page's input and painting between (the commit stays one, so the page
 * appears at once). Until then the loading notice stays. Later answers (refreshes, the reload
 * after the start) render at once: the page is already on screen and must not go back to loading.
 */
import { startTransition, useEffect, useState } from 'react';
import type { Contest } from '../../api/contest-answer';
import { prepareContestView } from './prepare';

export function useFirstShowPrepared(contest: Contest | undefined, showable: boolean, tools: Parameters<typeof prepareContestView>[1]): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !contest || !showable) return undefined;
    let stopped = false;
    void prepareContestView(contest, tools, () => stopped).then(() => {
      if (!stopped) startTransition(() => setShown(true));
    });
    return () => {
      stopped = true;
    };
  }, [shown, contest, showable, tools]);
  return shown;
}
