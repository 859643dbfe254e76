// The gym's screen at /eventday/{eventCode}/screen: public (a projector signs in as no one), the
// Thon's laps and money, its classes by laps and by participation, the last laps; refreshed every
// 5 seconds from one CDN-cached read. English and Spanish (families watch it too).
import { useParams } from 'react-router';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import { useT } from '../../../i18n/translation';
import { ScreenBoard } from '../components/screen-board';
import { useScreenRefresh } from '../components/use-screen-refresh';
import '../eventday-screen.css';

export function EventDayScreenPage() {
  const { eventCode = '' } = useParams();
  const state = useScreenRefresh(eventCode);
  const t = useT();

  if (state.kind === 'not-found') {
    return (
      <div className="eventday-screen">
        <title>{`${t('Event not found')} · Thon`}</title>
        <h1>{t('Event not found')}</h1>
        <p role="alert">{t(invalidEventCode)}</p>
      </div>
    );
  }
  const reconnecting = state.reconnecting;
  return (
    <div className="eventday-screen" aria-busy={state.kind === 'waiting'}>
      <title>{`${state.kind === 'shown' ? state.screen.EventName : t('Event day')} · Thon`}</title>
      <header className="screen-header">
        <h1>{state.kind === 'shown' ? state.screen.EventName : t('Event day')}</h1>
        {/* Quiet on purpose: the figures below stay up while the network comes back. */}
        <p role="status" className="screen-connection">
          {reconnecting ? t('Reconnecting…') : ''}
        </p>
      </header>
      {state.kind === 'shown' ? <ScreenBoard screen={state.screen} /> : <p>{t('Loading…')}</p>}
    </div>
  );
}
