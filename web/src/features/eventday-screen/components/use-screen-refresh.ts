// Keeps the gym's screen current: asks again `refreshMs` after each answer (never while one is on
// its way, so a slow gym network cannot pile requests up), and keeps showing the last figures when
// a refresh fails, marked as reconnecting, until one succeeds. An unknown event code stops asking:
// its 404 is not cached at the edge, and asking again would not change it.
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { loadEventDayScreen, type EventDayScreenData } from '../api/load-event-day-screen';

/** The screen's refresh: the edge keeps an answer 5 s, so asking more often shows nothing newer. */
export const screenRefreshMs = 5_000;

export type ScreenState =
  | { kind: 'waiting'; reconnecting: boolean }
  | { kind: 'not-found' }
  | { kind: 'shown'; screen: EventDayScreenData; reconnecting: boolean };

export function useScreenRefresh(eventCode: string, refreshMs = screenRefreshMs): ScreenState {
  const [state, setState] = useState<{ eventCode: string; value: ScreenState }>({
    eventCode,
    value: { kind: 'waiting', reconnecting: false },
  });

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (value: ScreenState) => setState({ eventCode, value });

    async function refresh(): Promise<void> {
      try {
        show({
          kind: 'shown',
          screen: await loadEventDayScreen(eventCode, abort.signal),
          reconnecting: false,
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          show({ kind: 'not-found' });
          return;
        }
        setState((current) => ({
          eventCode,
          value:
            current.eventCode === eventCode && current.value.kind === 'shown'
              ? { ...current.value, reconnecting: true }
              : { kind: 'waiting', reconnecting: true },
        }));
      }
      if (!abort.signal.aborted) timer = setTimeout(() => void refresh(), refreshMs);
    }

    void refresh();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [eventCode, refreshMs]);

  // Another Thon's figures are never shown while this one's load.
  return state.eventCode === eventCode ? state.value : { kind: 'waiting', reconnecting: false };
}
