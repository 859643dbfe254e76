// The class challenges of a Thon: up to six goals a class reaches together (a name, a metric, a
// target, a reward such as extra recess). Participation and per-child figures keep classes of
// different sizes comparable. Saved with the challenges' own version, apart from the levels.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { maxClassChallenges } from '@thon/shared/api/schemas/prizes';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, statusOfAnswer, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { PrizeProgrammeWire } from '../api/programme-calls';
import type { ProgrammeOutcome } from '../routes/programme-actions';
import {
  challengesFormErrors,
  challengesFormValues,
  challengesRequest,
  emptyChallenge,
  metricChoices,
  type ChallengesFormValues,
} from './challenge-form-values';
import { ReloadLink } from './reload-link';

export function ChallengesForm({ programme: loaded }: { programme: PrizeProgrammeWire }) {
  const { busy, answer, note, say, submit } = useActionFetcher<ProgrammeOutcome>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { control, register, handleSubmit, reset } = useForm<ChallengesFormValues>({
    defaultValues: challengesFormValues(loaded),
  });
  const rows = useFieldArray({ control, name: 'Challenges' });
  const metrics = useWatch({ control, name: 'Challenges' });

  // The programme this form goes on from: the save's answer when it is newer than the page's
  // data (the page's reload may not have rendered yet when the next save is clicked), else the
  // page's. A new version (this save, or another's after a reload) starts the form over from it;
  // a refusal leaves the version and so keeps what was typed.
  const current =
    answer?.ok && answer.programme.ChallengesVersion > loaded.ChallengesVersion ? answer.programme : loaded;
  const version = current.ChallengesVersion;
  useEffect(() => {
    reset(challengesFormValues(current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version resets the form
  }, [version, reset]);

  const status: FormStatusValue = note ?? statusOfAnswer(answer);

  const onSubmit = handleSubmit((values) => {
    const found = challengesFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return say({ message: reviewRequiredFields });
    return submit({
      intent: 'save-challenges',
      challenges: challengesRequest(current.ThonId, current.ChallengesVersion, values),
    });
  });

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Save the challenges"
      busyLabel="Saving…"
      after={
        <>
          <FormStatus status={status} toastFor={note ? undefined : answer} />
          {answer && !answer.ok && answer.stale && <ReloadLink label="Reload the challenges" />}
        </>
      }
    >
      {rows.fields.length === 0 && <p>No class challenges yet.</p>}
      {rows.fields.map((field, index) => {
        const metric = metrics[index]?.Metric ?? 'participation';
        const targetLabel = metricChoices.find((choice) => choice.value === metric)?.target ?? 'Target';
        const title = `Challenge ${index + 1}`;
        return (
          <fieldset key={field.id}>
            <legend>{title}</legend>
            <TextField
              label="Name"
              error={errors[`Challenges.${index}.Name`]}
              registration={register(`Challenges.${index}.Name`)}
            />
            <SelectField
              label="Metric"
              options={metricChoices}
              error={errors[`Challenges.${index}.Metric`]}
              registration={register(`Challenges.${index}.Metric`)}
            />
            <TextField
              label={targetLabel}
              inputMode="decimal"
              error={errors[`Challenges.${index}.Target`]}
              registration={register(`Challenges.${index}.Target`)}
            />
            <TextField
              label="Reward"
              hint="What the class gets, e.g. Extra recess."
              error={errors[`Challenges.${index}.Reward`]}
              registration={register(`Challenges.${index}.Reward`)}
            />
            <button type="button" onClick={() => rows.remove(index)}>
              {`Remove ${title}`}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        aria-disabled={rows.fields.length >= maxClassChallenges}
        onClick={() => {
          if (rows.fields.length < maxClassChallenges) rows.append(emptyChallenge());
        }}
      >
        Add a challenge
      </button>
    </GuardedForm>
  );
}
