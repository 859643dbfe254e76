// The counting page once the phone knows who counts: the state of the sync at the top, the last
// scan's card in the middle, and every control at the bottom within a thumb's reach.
import { useRef } from 'react';
import { useT } from '@/i18n/translation';
import type { CountingApi } from '../api/counting-api';
import { useCounting } from '../counting/use-counting';
import type { SyncOptions } from '../offline/counting-sync';
import type { CountingStore } from '../offline/counting-store';
import { CameraScanner } from '../scanner/camera-scanner';
import { KeyboardScanInput } from '../scanner/keyboard-scan-input';
import { CountByName } from './count-by-name';
import { LastScanCard } from './last-scan-card';
import { SyncStatus } from './sync-status';
import './counting.css';

export function CountingScreen({
  store,
  api,
  syncOptions,
  now,
  onForgetCode,
}: {
  store: CountingStore;
  api: CountingApi;
  /** The sync's clock and connectivity (tests give their own). */
  syncOptions?: Omit<SyncOptions, 'loadRoster'>;
  /** The page's clock for the Undo window (tests give their own). */
  now?: () => number;
  /** Set when a code counts: a refused code can be put aside for a new one. */
  onForgetCode?: () => void;
}) {
  const t = useT();
  const counting = useCounting(store, api, syncOptions, now);
  // A keyboard scanner types into the focused element: after a tap elsewhere, focus goes back.
  const scanInput = useRef<HTMLInputElement>(null);
  const refocus = () => scanInput.current?.focus();
  const { sync, roster, card } = counting;
  const refused = sync.lastError?.stopped === true;
  // A refusal of the whole batch or of the roster (not a network failure, which 'Offline' says).
  const rejected =
    !refused && sync.lastError !== undefined && sync.lastError.status >= 400 && sync.lastError.status < 500;

  return (
    <div className="counting-page">
      <header className="counting-header">
        <h1>{roster ? roster.EventName : t('Count laps')}</h1>
        {roster && (
          <p className="counting-counter">{t('Counting as {{name}}', { name: roster.Counter.Name })}</p>
        )}
        <SyncStatus online={sync.online} waiting={sync.waiting} />
        {refused && (
          <div role="alert" className="counting-refused">
            <p>{t(sync.lastError?.message ?? '')}</p>
            <p>{t('The scans on this phone are kept and sent once counting is allowed again.')}</p>
            {onForgetCode && (
              <button type="button" onClick={onForgetCode}>
                {t('Use another counting code')}
              </button>
            )}
          </div>
        )}
        {rejected && (
          <p role="alert" className="counting-refused">
            {t(sync.lastError?.message ?? '')}
          </p>
        )}
      </header>
      <LastScanCard card={card} />
      <div className="counting-controls">
        {counting.canUndo && (
          <button
            type="button"
            className="counting-big-button counting-undo"
            onClick={() => {
              void counting.undo();
              refocus();
            }}
          >
            {t('Undo')}
          </button>
        )}
        <CameraScanner onScan={(text) => void counting.scan(text)} />
        <KeyboardScanInput inputRef={scanInput} onScan={(text) => void counting.scan(text)} />
        <CountByName
          roster={roster}
          onCount={(runner) => {
            void counting.scan(runner.LapToken, runner.ParticipantId);
            refocus();
          }}
        />
      </div>
    </div>
  );
}
