// Re-runs the page's loader every `everyMs` while switched on, the tab is visible and no load is
// in flight: the figures follow what the local stack does without a click.
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

export function useLiveRefresh(on: boolean, everyMs: number) {
  const revalidator = useRevalidator();
  // The revalidator changes identity on every render; the interval reads the latest one.
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!on) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && latest.current.state === 'idle')
        void latest.current.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [on, everyMs]);
  return revalidator;
}
