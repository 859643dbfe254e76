// The Thon page's pledges section: the totals, pledges and dollars per campaign source,
// the pledges themselves filtered by status, kind, team and source a page at a time, the CSV
// export of every pledge, and "Record cash or check". It reads GetThonPledges itself (its filters
// and page are its own state) and reads again whenever the Thon page's data reloads, so a cash
// pledge recorded through the page's action moves the totals at once. The Processing section can
// ask for the problem pledges (failed or needing the donor's action: `problemsRequest` changes);
// a charged pledge has a "Refund" action (refund-pledge-dialog.tsx), and a pledge with a message a
// "Hide message" action that takes it off the public student page (the donor still shows).
import { useEffect, useId, useRef, useState } from 'react';
import {
  pledgeKinds,
  pledgeStatuses,
  type PledgeKind,
  type PledgeStatus,
} from '@thon/shared/api/schemas/pledges';
import { noPledgesMatch, pledgesExported, pledgesNotLoaded } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { OfflinePledgeForm } from '@/features/pledges/signed-in/offline-pledge-form';
import {
  pledgeAmountText,
  pledgeCapText,
  pledgeKindLabel,
  pledgeStatusLabel,
} from '@/features/pledges/components/pledge-labels';
import { PledgeTotals } from '@/features/pledges/signed-in/pledge-list';
import { ApiError } from '@/lib/api-client';
import {
  exportPageSize,
  loadThonPledges,
  type ThonPledges,
  type ThonPledgesQuery,
} from '../api/load-thon-pledges';
import type { ThonPageData } from '@/features/events/api/load-thon';
import {
  RefundPledgeDialog,
  type RefundablePledge,
} from '@/features/processing/components/refund-pledge-dialog';
import type { MessageHiddenChanged, SetMessageHiddenRequest } from './message-hidden-action';
import { thonPledgesCsv } from './thon-pledges-csv';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager } from '@/components/pager';

export const reportPageSize = defaultItemsPerPage;

/** The Status filter's extra choice: the pledges whose charge failed or waits for the donor. */
export const problemsFilter = 'problems';
const problemStatuses: readonly PledgeStatus[] = ['Failed', 'RequiresAction'];

interface Filters {
  Status?: PledgeStatus | typeof problemsFilter;
  Kind?: PledgeKind;
  TeamId?: string;
  Source?: string;
}

type Loaded = { ok: true; report: ThonPledges } | { ok: false; message: string };

const failure = (error: unknown) => (error instanceof ApiError ? error.message : pledgesNotLoaded);

function FilterSelect({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly { value: string; label: string }[];
  all: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Saves the text as a file through a temporary link (the report is built in the browser). */
function saveCsv(fileName: string, csv: string) {
  const link = document.createElement('a');
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The report for the filters and page. The API filters by one status, so the problem pledges are
 * read per problem status in full (they are few) and paged here.
 */
async function loadReport(eventId: string, filters: Filters, page: number, signal: AbortSignal) {
  if (filters.Status !== problemsFilter) {
    const query: ThonPledgesQuery = {
      ...filters,
      Status: filters.Status,
      Page: page,
      PageSize: reportPageSize,
    };
    return loadThonPledges(eventId, query, signal);
  }
  const parts = await Promise.all(
    problemStatuses.map((Status) =>
      loadThonPledges(eventId, { ...filters, Status, Page: 1, PageSize: exportPageSize }, signal),
    ),
  );
  const [first] = parts;
  const rows = parts.flatMap((part) => part.Pledges).sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt));
  return {
    ...(first as ThonPledges),
    Page: page,
    PageSize: reportPageSize,
    Total: rows.length,
    Pledges: rows.slice((page - 1) * reportPageSize, page * reportPageSize),
  };
}

interface ThonPledgesPanelProps {
  data: ThonPageData;
  /** Changes when the Processing section asks for the problem pledges. */
  problemsRequest?: number;
  /** The processing progress: the list reads again as it moves (statuses change). */
  progress?: number | undefined;
}

export function ThonPledgesPanel({ data, problemsRequest = 0, progress }: ThonPledgesPanelProps) {
  const { Thon: thon, Teams: teams, Participants: participants } = data;
  const eventId = thon.EventId;
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [sources, setSources] = useState<readonly string[]>([]);
  const [exporting, setExporting] = useState(false);
  const [exportStatus, setExportStatus] = useState<FormStatusValue>(noStatus);
  const [refunding, setRefunding] = useState<RefundablePledge | null>(null);
  const { answer: messageAnswer, submit: submitMessage } = useActionFetcher<MessageHiddenChanged>();
  const messageStatus: FormStatusValue =
    messageAnswer && !messageAnswer.ok ? { message: messageAnswer.message } : noStatus;
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A new request from the Processing section shows the problem pledges, from the first page.
  const [answeredRequest, setAnsweredRequest] = useState(problemsRequest);
  if (problemsRequest !== answeredRequest) {
    setAnsweredRequest(problemsRequest);
    setFilters({ Status: problemsFilter });
    setPage(1);
  }

  useEffect(() => {
    if (problemsRequest === 0) return;
    listHeading.current?.focus();
    listHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [problemsRequest]);

  useEffect(() => {
    const controller = new AbortController();
    loadReport(eventId, filters, page, controller.signal).then(
      (report) => {
        setLoaded({ ok: true, report });
        setSources((known) =>
          [...new Set([...known, ...report.BySource.map((entry) => entry.Source)])].sort(),
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ ok: false, message: failure(error) });
      },
    );
    return () => controller.abort();
    // `data` changes identity each time the Thon page reloads (after any of its actions).
  }, [eventId, filters, page, data, progress]);

  // Each answer marks its row at once, before the report the page's reload brings reads again.
  const [takenMessage, setTakenMessage] = useState<MessageHiddenChanged | undefined>(undefined);
  if (messageAnswer && messageAnswer !== takenMessage) {
    setTakenMessage(messageAnswer);
    if (messageAnswer.ok && loaded?.ok) {
      const { pledgeId, hidden } = messageAnswer;
      const Pledges = loaded.report.Pledges.map((row) =>
        row.PledgeId === pledgeId ? { ...row, MessageHidden: hidden } : row,
      );
      setLoaded({ ok: true, report: { ...loaded.report, Pledges } });
    }
  }

  /** Hides the message from the public pages, or shows it again, through the page's action. */
  function toggleMessage(pledgeId: string, hidden: boolean) {
    const request: SetMessageHiddenRequest = { intent: 'set-message-hidden', pledgeId, hidden };
    void submitMessage(request);
  }

  const filter = (name: keyof Filters) => (value: string | undefined) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  async function exportAll() {
    if (exporting) return;
    setExporting(true);
    setExportStatus(noStatus);
    try {
      const all = await loadThonPledges(eventId, { Page: 1, PageSize: exportPageSize });
      saveCsv(`pledges-${thon.EventCode}.csv`, thonPledgesCsv(all.Pledges));
      setExportStatus({ tone: 'success', message: pledgesExported(all.Pledges.length) });
    } catch (error) {
      setExportStatus({ message: failure(error) });
    } finally {
      setExporting(false);
    }
  }

  const report = loaded?.ok ? loaded.report : undefined;
  const pageCount = report ? Math.max(1, Math.ceil(report.Total / report.PageSize)) : 1;
  const teamName = new Map(teams.map((team) => [team.TeamId, team.Name]));

  return (
    <section aria-labelledby="pledges-heading" className="section">
      <h2 id="pledges-heading">Pledges</h2>
      {loaded && !loaded.ok && <p role="alert">{loaded.message}</p>}
      {report && (
        <>
          <PledgeTotals
            raised={report.Totals.Raised}
            pledged={report.Totals.Pledged}
            count={report.Totals.Count}
            label="Pledge totals of the Thon"
          />
          <h3 id="by-source-heading">By source</h3>
          <table className="data-table" aria-labelledby="by-source-heading">
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Pledges</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {report.BySource.map((entry) => (
                <tr key={entry.Source}>
                  <th scope="row">{entry.Source}</th>
                  <td>{entry.Count}</td>
                  <td>{formatDollars(entry.Amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p>
        <button
          type="button"
          className="button-secondary"
          aria-disabled={exporting}
          onClick={() => void exportAll()}
        >
          {exporting ? 'Exporting…' : 'Download all pledges (CSV)'}
        </button>
      </p>
      <FormStatus status={exportStatus} />
      <h3 id="pledge-list-heading" ref={listHeading} tabIndex={-1}>
        All pledges
      </h3>
      <div className="field-row" role="group" aria-label="Filter pledges">
        <FilterSelect
          label="Status"
          all="All statuses"
          value={filters.Status}
          onChange={filter('Status')}
          options={[
            ...pledgeStatuses.map((status) => ({ value: status, label: pledgeStatusLabel(status) })),
            { value: problemsFilter, label: 'Problems: failed or needing action' },
          ]}
        />
        <FilterSelect
          label="Kind"
          all="All kinds"
          value={filters.Kind}
          onChange={filter('Kind')}
          options={pledgeKinds.map((kind) => ({ value: kind, label: pledgeKindLabel(kind) }))}
        />
        <FilterSelect
          label="Team"
          all="All teams"
          value={filters.TeamId}
          onChange={filter('TeamId')}
          options={teams.map((team) => ({ value: team.TeamId, label: team.Name }))}
        />
        <FilterSelect
          label="Source"
          all="All sources"
          value={filters.Source}
          onChange={filter('Source')}
          options={sources.map((source) => ({ value: source, label: source }))}
        />
      </div>
      {!loaded ? (
        <p className="muted">Loading pledges…</p>
      ) : (
        report && (
          <>
            <div className="table-scroll" role="region" aria-labelledby="pledge-list-heading" tabIndex={0}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Donor</th>
                    <th scope="col">Participant</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Cap</th>
                    <th scope="col">Status</th>
                    <th scope="col">Source</th>
                    <th scope="col">Message</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {report.Pledges.map((row) => (
                    <tr key={row.PledgeId}>
                      <th scope="row">
                        {row.DonorName}
                        {row.Anonymous && <span className="muted"> (shown as Anonymous)</span>}
                        <br />
                        <span className="muted">{row.DonorEmail}</span>
                      </th>
                      <td>
                        {row.ParticipantName}
                        <br />
                        <span className="muted">{row.TeamName || teamName.get(row.TeamId)}</span>
                      </td>
                      <td>{pledgeKindLabel(row.Kind)}</td>
                      <td>{pledgeAmountText(row, thon.UnitName)}</td>
                      <td>{pledgeCapText(row, thon.UnitName) ?? ''}</td>
                      <td>{pledgeStatusLabel(row.Status)}</td>
                      <td>{row.Source ?? 'direct'}</td>
                      <td>
                        {row.Reference ? `${row.Reference} ${row.Message ?? ''}`.trim() : (row.Message ?? '')}
                        {row.Message && row.MessageHidden && (
                          <span className="muted"> (hidden from public pages)</span>
                        )}
                      </td>
                      <td>
                        {row.Status === 'Charged' && (
                          <button
                            type="button"
                            className="button-secondary"
                            aria-label={`Refund ${row.DonorName}'s pledge`}
                            onClick={() => setRefunding(row)}
                          >
                            Refund
                          </button>
                        )}
                        {row.Message && (
                          <button
                            type="button"
                            className="button-secondary"
                            aria-label={`${row.MessageHidden ? 'Show' : 'Hide'} ${row.DonorName}'s message`}
                            onClick={() => toggleMessage(row.PledgeId, !row.MessageHidden)}
                          >
                            {row.MessageHidden ? 'Show message' : 'Hide message'}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <FormStatus status={messageStatus} />
            {report.Pledges.length === 0 && <p className="empty-state">{noPledgesMatch}</p>}
            <p>{`${report.Total} pledges`}</p>
            <Pager label="Pledge pages" page={report.Page} pageCount={pageCount} onPage={setPage} />
          </>
        )
      )}
      {refunding && <RefundPledgeDialog pledge={refunding} onClose={() => setRefunding(null)} />}
      <OfflinePledgeForm
        headingLevel={3}
        participants={participants.map((participant) => ({
          ParticipantId: participant.ParticipantId,
          Name: `${participant.FirstName} ${participant.LastName}`,
        }))}
      />
    </section>
  );
}
