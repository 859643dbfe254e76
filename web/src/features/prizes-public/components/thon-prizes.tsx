// The event page's prizes, loaded in a chunk of its own after the page has rendered: the
// programme (each level's picture, threshold per unit and prize names, and how a gift given once
// counts) and the class challenges (each class's figure toward each goal, with its "Met" badge).
// Class figures only: no child is named here, and no child's money shown.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { prizeEventTexts as eventTexts } from '@thon/shared/catalog/prize-event-messages';
import { ProgressMeter } from '@/components/progress-meter';
import { useT, type Translate } from '@/i18n/translation';
import type { ThonPrizesData } from '../api/load-thon-prizes';
import { centsAsDollars } from '../prize-views';
import { useThonPrizes } from './use-thon-prizes';
import '../prizes-public.css';

type Level = ThonPrizesData['Levels'][number];
type Challenge = ThonPrizesData['Challenges'][number];
type ClassProgress = Challenge['Classes'][number];

const money = (cents: number) => formatDollars(centsAsDollars(cents));

function threshold(level: Level, unit: string, t: Translate): string {
  return level.ThresholdPerUnitCents === 0
    ? t(eventTexts.registeredLevel)
    : t(eventTexts.levelThreshold, { amount: money(level.ThresholdPerUnitCents), unit });
}

function goal(challenge: Challenge, t: Translate): string {
  switch (challenge.Metric) {
    case 'participation':
      return t(eventTexts.participationGoal, { target: challenge.Target });
    case 'donors':
      return t(eventTexts.donorsGoal, { target: challenge.Target });
    case 'perChild':
      return t(eventTexts.perChildGoal, { target: money(challenge.Target) });
    case 'raised':
      return t(eventTexts.raisedGoal, { target: money(challenge.Target) });
  }
}

function figure(metric: Challenge['Metric'], progress: ClassProgress, t: Translate): string {
  switch (metric) {
    case 'participation':
      return t(eventTexts.participationFigure, { value: progress.ParticipationPercent });
    case 'donors':
      return t(eventTexts.donorsFigure, { value: progress.Donors });
    case 'perChild':
      return t(eventTexts.perChildFigure, { value: money(progress.PerChildCents) });
    case 'raised':
      return t(eventTexts.raisedFigure, { value: money(progress.RaisedCents) });
  }
}

function Programme({ prizes }: { prizes: ThonPrizesData }) {
  const t = useT();
  return (
    <section className="donor-card" aria-labelledby="prizes-heading">
      <h2 id="prizes-heading">{t(eventTexts.prizesHeading)}</h2>
      <p>
        {t(eventTexts.howPrizesWork, {
          once: formatDollars(prizes.Divisor),
          perUnit: formatDollars(1),
          unit: prizes.UnitName,
        })}{' '}
        {t(prizes.Mode === 'cumulative' ? eventTexts.everyLevelEarned : eventTexts.topLevelEarned)}
      </p>
      <ol className="prize-programme-levels">
        {prizes.Levels.map((level) => (
          <li key={`${level.ThresholdPerUnitCents}-${level.Name}`} className="prize-level">
            {level.PictureUrl && (
              <img className="prize-level-picture" src={level.PictureUrl} alt="" width={96} height={96} />
            )}
            <div>
              <h3>{level.Name}</h3>
              <p>{threshold(level, prizes.UnitName, t)}</p>
              {level.PrizeNames.length > 0 && <p className="muted">{level.PrizeNames.join(', ')}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const t = useT();
  const headingId = `challenge-${challenge.ChallengeId}`;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{challenge.Name}</h3>
      <p>
        {goal(challenge, t)} · {t(eventTexts.challengeReward, { reward: challenge.Reward })}
      </p>
      <ul className="challenge-classes">
        {challenge.Classes.map((progress) => (
          <li key={progress.TeamId}>
            <ProgressMeter
              raised={progress.RaisedCents}
              goal={challenge.Target}
              progress={progress.Progress}
              label={t(eventTexts.classProgress, { team: progress.ClassName, challenge: challenge.Name })}
              caption={
                <p className="challenge-class-line">
                  <strong>{progress.ClassName}</strong>
                  <span>
                    {figure(challenge.Metric, progress, t)}{' '}
                    {progress.Met && <span className="challenge-met">{t(eventTexts.challengeMet)}</span>}
                  </span>
                </p>
              }
            />
          </li>
        ))}
      </ul>
    </article>
  );
}

export function ThonPrizes({ eventId }: { eventId: string }) {
  const t = useT();
  const state = useThonPrizes(eventId);
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed') {
    return (
      <section className="donor-card" aria-labelledby="prizes-heading">
        <h2 id="prizes-heading">{t(eventTexts.prizesHeading)}</h2>
        <p className="muted">{t(eventTexts.prizesNotLoaded)}</p>
      </section>
    );
  }
  const { prizes } = state;
  return (
    <>
      {prizes.Levels.length > 0 && <Programme prizes={prizes} />}
      {prizes.Challenges.length > 0 && (
        <section className="donor-card" aria-labelledby="challenges-heading">
          <h2 id="challenges-heading">{t(eventTexts.challengesHeading)}</h2>
          {prizes.Challenges.map((challenge) => (
            <ChallengeCard key={challenge.ChallengeId} challenge={challenge} />
          ))}
        </section>
      )}
    </>
  );
}
