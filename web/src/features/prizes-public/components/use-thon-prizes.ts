// Fetches the event page's prizes once the section is on screen: a fetch of its own after the
// page's first render, so the page's data and first paint never wait for it.
import { useEffect, useState } from 'react';
import { loadThonPrizes, type ThonPrizesData } from '../api/load-thon-prizes';

export type ThonPrizesState =
  { kind: 'loading' } | { kind: 'loaded'; prizes: ThonPrizesData } | { kind: 'failed' };

export function useThonPrizes(eventId: string): ThonPrizesState {
  const [state, setState] = useState<{ eventId: string; value: ThonPrizesState }>({
    eventId,
    value: { kind: 'loading' },
  });
  useEffect(() => {
    const abort = new AbortController();
    loadThonPrizes(eventId, abort.signal).then(
      (prizes) => setState({ eventId, value: { kind: 'loaded', prizes } }),
      () => {
        if (!abort.signal.aborted) setState({ eventId, value: { kind: 'failed' } });
      },
    );
    return () => abort.abort();
  }, [eventId]);
  // Another event's answer is never shown while this one's loads.
  return state.eventId === eventId ? state.value : { kind: 'loading' };
}
