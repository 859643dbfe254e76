// A participant's prize level, on the student page and on each child of the parent dashboard: the
// level reached with its picture, and what the next level needs per unit and once ("$4 more per
// lap, or $120 once, to reach the Glow Bracelet"), or that the top level is reached. Nothing
// without a programme. The wording states the next step only: no "only ... left", no ranking.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { prizeDonorTexts as texts } from '@thon/shared/catalog/prize-donor-messages';
import { useT } from '@/i18n/translation';
import { centsAsDollars, type PrizeLevelView, type PrizeStandingView } from '../prize-views';
import '../prizes-public.css';

function LevelPicture({ level }: { level: PrizeLevelView }) {
  // The level's name is written beside it: the picture adds nothing a screen reader should repeat.
  if (!level.PictureUrl) return null;
  return <img className="prize-level-picture" src={level.PictureUrl} alt="" width={96} height={96} />;
}

export function PrizeCard({
  prize,
  headingLevel = 2,
  headingId,
}: {
  prize: PrizeStandingView | undefined;
  /** 2 on the student page, 3 inside a dashboard card headed by the child's name. */
  headingLevel?: 2 | 3;
  headingId: string;
}) {
  const t = useT();
  if (!prize || (!prize.Current && !prize.Next)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { Current: current, Next: next } = prize;
  return (
    <section className="donor-card prize-card" aria-labelledby={headingId}>
      <Heading id={headingId}>{t(texts.prizeCardHeading)}</Heading>
      {current && (
        <div className="prize-level">
          <LevelPicture level={current} />
          <p>
            <strong>{t(texts.levelReached, { level: current.Name })}</strong>
          </p>
        </div>
      )}
      {next ? (
        <div className="prize-level">
          <LevelPicture level={next} />
          <p>
            {t(texts.nextLevel, {
              perUnit: formatDollars(centsAsDollars(next.MorePerUnitCents)),
              unit: prize.UnitName,
              once: formatDollars(centsAsDollars(next.MoreOnceCents)),
              level: next.Name,
            })}
          </p>
        </div>
      ) : (
        <p>{t(texts.topLevelReached)}</p>
      )}
    </section>
  );
}
