import { useEffect, useState } from 'react';

/** Whether `tag` is defined; re-renders when it gets defined later (a lazily loaded bundle). */
export function useDefined(tag: string): boolean {
  const [defined, setDefined] = useState(() => customElements.get(tag) !== undefined);
  useEffect(() => {
    if (defined) return undefined;
    let active = true;
    void customElements.whenDefined(tag).then(() => {
      if (active) setDefined(true);
    });
    return () => {
      active = false;
    };
  }, [tag, defined]);
  return defined;
}
