// The last scan, readable at arm's length: the runner, their class and lap count in very large
// type, and the outcome in words, colour and icon (never colour alone), announced to screen readers.
import type { Translate } from '@/i18n/translation';
import { useT } from '@/i18n/translation';
import type { ScanCard, ScanOutcome } from '../counting/scan-card';

const outcomeTexts: Record<ScanOutcome, { icon: string; text: (t: Translate) => string }> = {
  counted: { icon: '✓', text: (t) => t('Counted') },
  duplicate: { icon: '↺', text: (t) => t('Already counted') },
  'over-max': { icon: '⤒', text: (t) => t('Over the maximum: kept, not counted') },
  'not-your-class': { icon: '✕', text: (t) => t('Not one of your classes') },
  'unknown-bib': { icon: '?', text: (t) => t('Unknown bib') },
  locked: { icon: '✕', text: (t) => t('Counting is closed for this runner') },
  undone: { icon: '↶', text: (t) => t('Undone') },
  'too-late-to-undo': { icon: '✕', text: (t) => t('Too late to undo') },
  'not-found': { icon: '?', text: (t) => t('This scan was not found') },
  waiting: { icon: '…', text: (t) => t('Scanned: the runner list is not loaded yet') },
};

export function LastScanCard({ card }: { card: ScanCard | undefined }) {
  const t = useT();
  if (!card) {
    return (
      <section className="counting-card" aria-live="polite">
        <p className="counting-card-hint">{t('Scan a bib to count a lap.')}</p>
      </section>
    );
  }
  const { icon, text } = outcomeTexts[card.outcome];
  return (
    <section className={`counting-card counting-card-${card.outcome}`} aria-live="polite" aria-atomic="true">
      <p className="counting-card-outcome">
        <span aria-hidden="true">{icon}</span> {text(t)}
      </p>
      {card.runner && (
        <>
          <p className="counting-card-name">
            {card.runner.FirstName} {card.runner.LastInitial}.
          </p>
          {card.runner.TeamName !== '' && <p className="counting-card-class">{card.runner.TeamName}</p>}
        </>
      )}
      {card.laps !== undefined && (
        <p className="counting-card-laps">{t('Lap {{laps}}', { laps: card.laps })}</p>
      )}
      {!card.confirmed && <p className="counting-card-status">{t('Saved on this phone')}</p>}
    </section>
  );
}
