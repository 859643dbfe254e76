// What a bulk move of awards answered: how many moved (read out, and a toast), and each refused
// award by child with the API's reason.
import { awardsRefused } from '@thon/shared/catalog/prize-page-messages';
import { FormStatus, statusOfAnswer, type FormStatusValue } from '@/components/form/form-status';
import type { PrizeAwardWire } from '../api/award-calls';
import type { MoveAwardsOutcome } from '../routes/award-actions';
import { childName } from './award-view';

export function MoveOutcome({
  answer,
  note,
  awards,
}: {
  answer: MoveAwardsOutcome | undefined;
  /** The page's own note (nothing chosen), standing until the next answer. */
  note?: FormStatusValue | undefined;
  awards: readonly PrizeAwardWire[];
}) {
  const status: FormStatusValue = note ?? statusOfAnswer(answer);
  const byId = new Map(awards.map((award) => [award.AwardId, award]));
  const refused = answer?.ok ? answer.refused : [];
  return (
    <>
      <FormStatus status={status} toastFor={note ? undefined : answer} />
      {refused.length > 0 && (
        <div className="move-refusals">
          <p>{awardsRefused(refused.length)}</p>
          <ul>
            {refused.map((entry) => {
              const award = byId.get(entry.AwardId);
              const who = award ? `${childName(award)}, ${award.LevelName}` : entry.AwardId;
              return <li key={entry.AwardId}>{`${who}: ${entry.Message}`}</li>;
            })}
          </ul>
        </div>
      )}
    </>
  );
}
