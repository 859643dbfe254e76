// One runner's scans, newest first: when, who counted it and what came of it (counted, a duplicate
// within the cooldown, over the maximum, undone...). Read when the runner is opened and again when
// their count changes. A Thon manager corrects the count here (with a reason, audited) and gives
// the runner a new bib when theirs is lost: the old one stops counting.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { LapResultKind } from '@thon/shared/api/schemas/eventday';
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import {
  correctionReasonInvalid,
  lapCountInvalid,
  maxCorrectionReasonLength,
  minCorrectionReasonLength,
} from '@thon/shared/catalog/eventday-messages';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus, statusOfAnswer } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { ApiError } from '@/lib/api-client';
import {
  listRunnerLaps,
  type EventDayRoster,
  type ListRunnerLapsResponse,
  type RosterRunner,
} from '../api/eventday-calls';
import { runnerLapsNotLoaded } from '../eventday-page-messages';
import type { EventDayActionRequest, EventDayOutcome } from '../routes/eventday-actions';
import { PdfDownload } from './pdf-download';

const resultWords: Record<LapResultKind, string> = {
  counted: 'Counted',
  duplicate: 'Already counted (within the cooldown)',
  'over-max': 'Over the maximum: kept, not counted',
  undone: 'Undone',
  locked: 'Not counted: laps are locked',
  'unknown-bib': 'Unknown bib',
  'not-your-class': 'Not this counter’s class',
  'too-late-to-undo': 'Too late to undo',
  'not-found': 'Not found',
};

interface RunnerLapsProps {
  runner: RosterRunner;
  roster: EventDayRoster;
  manages: boolean;
}

export function RunnerLaps({ runner, roster, manages }: RunnerLapsProps) {
  const name = `${runner.FirstName} ${runner.LastInitial}.`;
  const [laps, setLaps] = useState<ListRunnerLapsResponse | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    listRunnerLaps(roster.EventId, runner.ParticipantId, controller.signal).then(
      (answer) => {
        setLaps(answer);
        setFailure(undefined);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(error instanceof ApiError ? error.message : runnerLapsNotLoaded);
      },
    );
    return () => controller.abort();
    // The runner's count and token change after a correction or a new bib: read the scans again.
  }, [roster.EventId, runner.ParticipantId, runner.Laps, runner.LapToken]);
  return (
    <section aria-labelledby="runner-heading" className="runner-laps">
      <h3 id="runner-heading">{`${name} · ${runner.TeamName}`}</h3>
      <p>{`${runner.Laps} of at most ${roster.MaxUnits} laps counted. Bib code: ${runner.LapToken}`}</p>
      {failure && <FormStatus status={{ title: 'Error', message: failure }} />}
      {laps &&
        (laps.Scans.length === 0 ? (
          <p>No scans yet.</p>
        ) : (
          <div className="eventday-table-wrap" role="region" aria-label={`Scans of ${name}`} tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">{`Scans of ${name}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Scanned</th>
                  <th scope="col">Counted by</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {laps.Scans.map((scan) => (
                  <tr key={scan.ScanId}>
                    <td>{formatDisplayDateTime(new Date(scan.ScannedAt), roster.TimeZone)}</td>
                    <td>
                      {scan.CountedBy.Kind === 'code' ? `${scan.CountedBy.Name} (code)` : scan.CountedBy.Name}
                    </td>
                    <td>{resultWords[scan.Result]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {laps && laps.Runner.Adjustment !== 0 && (
        <p>{`Corrections so far: ${laps.Runner.Adjustment > 0 ? '+' : ''}${laps.Runner.Adjustment} laps.`}</p>
      )}
      {manages && (
        <>
          <CorrectCountForm runner={runner} name={name} />
          <ReplaceBib runner={runner} name={name} roster={roster} />
        </>
      )}
    </section>
  );
}

const correctionSchema = z.object({
  laps: z.number({ error: lapCountInvalid }).int(lapCountInvalid).min(0, lapCountInvalid),
  reason: z
    .string()
    .trim()
    .min(minCorrectionReasonLength, correctionReasonInvalid)
    .max(maxCorrectionReasonLength, correctionReasonInvalid),
});
type CorrectionForm = z.infer<typeof correctionSchema>;

function CorrectCountForm({ runner, name }: { runner: RosterRunner; name: string }) {
  const { busy, answer, note, say, submit } = useActionFetcher<EventDayOutcome>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CorrectionForm>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { laps: runner.Laps, reason: '' },
  });
  const onSubmit = handleSubmit(
    (values) => {
      const request: EventDayActionRequest = {
        intent: 'correct-count',
        participantId: runner.ParticipantId,
        name,
        laps: values.laps,
        reason: values.reason,
      };
      void submit(request);
    },
    () => say({ title: 'Error', message: reviewRequiredFields }),
  );
  return (
    <>
      <h4>Correct count</h4>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Correct count"
        busyLabel="Correcting…"
        after={<FormStatus status={note ?? statusOfAnswer(answer)} toastFor={answer} />}
      >
        <TextField
          label="Laps"
          inputMode="numeric"
          registration={register('laps', { valueAsNumber: true })}
          error={errors.laps?.message}
        />
        <TextField
          label="Reason"
          hint="For example: bib torn, laps counted on paper. Kept in the audit log."
          maxLength={maxCorrectionReasonLength}
          registration={register('reason')}
          error={errors.reason?.message}
        />
      </GuardedForm>
    </>
  );
}

function ReplaceBib({
  runner,
  name,
  roster,
}: {
  runner: RosterRunner;
  name: string;
  roster: EventDayRoster;
}) {
  const { busy, answer, submit } = useActionFetcher<EventDayOutcome>();
  const [confirming, setConfirming] = useState(false);
  const replace = () => {
    const request: EventDayActionRequest = {
      intent: 'replace-bib',
      participantId: runner.ParticipantId,
      name,
      paper: 'letter',
      eventName: roster.EventName,
      eventCode: roster.EventCode,
    };
    void submit(request).then(() => setConfirming(false));
  };
  return (
    <>
      <h4>Lost or torn bib</h4>
      <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
        Replace bib
      </button>
      {confirming && (
        <ConfirmDialog
          question={`Give ${name} a new bib?`}
          details="The old bib stops counting at once; the laps already counted stay."
          confirmLabel="Replace bib"
          busyLabel="Replacing…"
          busy={busy}
          onConfirm={replace}
          onCancel={() => setConfirming(false)}
        />
      )}
      <FormStatus status={statusOfAnswer(answer)} toastFor={answer} />
      {answer?.ok && answer.file && <PdfDownload file={answer.file} />}
    </>
  );
}
