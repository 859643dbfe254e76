// The Thon page's "Processing" section, once the Thon is completed: how far the charging
// of its per-unit pledges has come (a progress bar), the count and dollars per outcome, and when
// everything is settled with some failures, the spec's message with a way to the problem pledges
// (the Pledges section filtered to them) and "Retry failed charges". It reads GetProcessingReport
// itself, again every few seconds while pledges are still charging and whenever the page's data
// reloads (after a retry or a refund).
import { useEffect, useState } from 'react';
import type { PledgeStatus } from '@thon/shared/api/schemas/pledges';
import { failedChargesRetried, processingReportNotLoaded } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { FormStatus, noStatus } from '@/components/form/form-status';
import { ProgressMeter } from '@/components/progress-meter';
import { showToast } from '@/lib/show-toast';
import { ApiError } from '@/lib/api-client';
import type { ThonPageData } from '@/features/events/api/load-thon';
import { loadProcessingReport, type ProcessingReport } from '../api/pledge-processing';
import type { ChargesRetried, ProcessingRequest } from '../routes/processing-actions';
import { useActionFetcher } from '@/components/form/use-action-fetcher';

/** How often the report is read again while pledges are still charging. */
export const processingPollMs = 3000;

/** The rows of the per-status table: each names the statuses it adds up. */
const statusRows: readonly { label: string; statuses: readonly PledgeStatus[] }[] = [
  { label: 'Charged', statuses: ['Charged'] },
  { label: 'Failed', statuses: ['Failed'] },
  { label: 'Needs action', statuses: ['RequiresAction'] },
  { label: 'Under review', statuses: ['NeedsReview'] },
  { label: 'Below minimum', statuses: ['BelowMinimum'] },
  { label: 'Scheduled or charging', statuses: ['Scheduled', 'Charging'] },
];

type Loaded = { ok: true; report: ProcessingReport } | { ok: false; message: string };

function sumOf(report: ProcessingReport, statuses: readonly PledgeStatus[]) {
  const entries = report.ByStatus.filter((entry) => statuses.includes(entry.Status));
  return {
    count: entries.reduce((total, entry) => total + entry.Count, 0),
    amount: entries.reduce((total, entry) => total + entry.Amount, 0),
  };
}

interface ProcessingPanelProps {
  data: ThonPageData;
  onShowProblems: () => void;
  /** Told each report's progress, so the pledge list can read again as pledges settle. */
  onProgress?: (progress: number) => void;
}

export function ProcessingPanel({ data, onShowProblems, onProgress }: ProcessingPanelProps) {
  const eventId = data.Thon.EventId;
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  /** Bumped by the timer to read the report again. */
  const [tick, setTick] = useState(0);
  const retry = useActionFetcher<ChargesRetried>();
  const running = loaded?.ok === true && loaded.report.Progress < 100;

  useEffect(() => {
    const controller = new AbortController();
    loadProcessingReport(eventId, controller.signal).then(
      (report) => {
        setLoaded({ ok: true, report });
        onProgress?.(report.Progress);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          ok: false,
          message: error instanceof ApiError ? error.message : processingReportNotLoaded,
        });
      },
    );
    return () => controller.abort();
    // `data` changes identity each time the Thon page reloads (after any of its actions).
  }, [eventId, data, tick, onProgress]);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setTick((count) => count + 1), processingPollMs);
    return () => clearTimeout(timer);
  }, [running, loaded]);

  useEffect(() => {
    if (retry.answer?.ok) showToast('success', failedChargesRetried(retry.answer.queued));
  }, [retry.answer]);

  const report = loaded?.ok ? loaded.report : undefined;
  const problems = report ? sumOf(report, ['Failed', 'RequiresAction']).count : 0;
  const retryRequest: ProcessingRequest = { intent: 'retry-failed-charges' };

  return (
    <section aria-labelledby="processing-heading" className="section">
      <h2 id="processing-heading">Processing</h2>
      {loaded && !loaded.ok && <p role="alert">{loaded.message}</p>}
      {!loaded && <p className="muted">Loading the processing report…</p>}
      {report && (
        <>
          <ProgressMeter
            raised={0}
            goal={0}
            progress={report.Progress}
            label="Pledges processed"
            caption={
              <p>
                <strong>{`${report.Progress}%`}</strong> of the pledges are settled
                {running ? ' (still charging)' : ''}.
              </p>
            }
          />
          {report.NeedsReview && report.Message && (
            <div role="alert">
              <p>{report.Message}</p>
            </div>
          )}
          <div
            className="table-scroll"
            role="region"
            aria-labelledby="processing-status-heading"
            tabIndex={0}
          >
            <h3 id="processing-status-heading">By status</h3>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col">Pledges</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {statusRows.map((row) => {
                  const sum = sumOf(report, row.statuses);
                  return (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{sum.count}</td>
                      <td>{formatDollars(sum.amount)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {problems > 0 && (
            <p className="field-row">
              <button type="button" className="button-secondary" onClick={onShowProblems}>
                Review the problem pledges
              </button>
              <button
                type="button"
                aria-disabled={retry.busy}
                onClick={() => {
                  if (!retry.busy) void retry.submit({ ...retryRequest });
                }}
              >
                {retry.busy ? 'Retrying…' : 'Retry failed charges'}
              </button>
            </p>
          )}
          <FormStatus
            status={
              retry.answer && !retry.answer.ok
                ? { title: 'Not retried', message: retry.answer.message }
                : noStatus
            }
            toastFor={retry.answer}
          />
        </>
      )}
    </section>
  );
}
