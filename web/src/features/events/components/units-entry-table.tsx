// Units (laps, ...) per participant, one small form per row: the value is sent as typed, through
// a fetcher, to the page's route action (which records it; see record-units.ts), and the server's
// verdict ('Invalid units.', 'result not in valid range') shows in the row's live region.
// A name filter and, with several teams, a team choice narrow a school-sized list.
import { useId, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import type { RecordUnitsRequest, UnitsRecorded } from '../routes/record-units';
import { ListFilter, matchesQuery } from '@/components/list-filter';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '@/components/pager';

export interface UnitsRow {
  ParticipantId: string;
  Name: string;
  /** The participant's team or class, shown under the name. */
  Team?: string;
  Units: number | null;
}

interface UnitsEntryTableProps {
  rows: readonly UnitsRow[];
  unitName: string;
  /** Units can no longer change (the event is completed): values are shown, not editable. */
  locked?: boolean;
  /** The event the units are recorded in. */
  eventId: string;
  /** Adds a link to each participant's share page. */
  withShareLinks?: boolean;
}

const plural = (unitName: string) => (unitName.endsWith('s') ? unitName : `${unitName}s`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function UnitsForm({
  row,
  unitName,
  eventId,
}: { row: UnitsRow; unitName: string } & Pick<UnitsEntryTableProps, 'eventId'>) {
  const fetcher = useFetcher<UnitsRecorded>();
  const [value, setValue] = useState(row.Units === null ? '' : String(row.Units));
  const saving = fetcher.state !== 'idle';
  const answer = saving ? undefined : fetcher.data;
  // A new answer puts the stored value in the box (the server may write it differently).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) setValue(String(answer.units));
  }
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? {
          tone: 'success',
          message: `Saved: ${answer.units} ${answer.units === 1 ? unitName : plural(unitName)}.`,
        }
      : { message: answer.message };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const request: RecordUnitsRequest = {
      intent: 'record-units',
      eventId,
      participantId: row.ParticipantId,
      units: value,
    };
    void fetcher.submit({ ...request }, { method: 'post', encType: 'application/json' });
  }

  const inputId = `units-${row.ParticipantId}`;
  return (
    <form className="units-form" noValidate aria-busy={saving} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {`${capitalized(plural(unitName))} for ${row.Name}`}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={status.message && status.tone !== 'success' ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button-secondary" aria-disabled={saving}>
        <span aria-hidden="true">Save</span>
        <span className="visually-hidden">{`Save ${plural(unitName)} for ${row.Name}`}</span>
      </button>
      <FormStatus status={status} toastFor={answer} />
    </form>
  );
}

export function UnitsEntryTable({
  rows,
  unitName,
  locked = false,
  eventId,
  withShareLinks = false,
}: UnitsEntryTableProps) {
  const [query, setQuery] = useState('');
  const [team, setTeam] = useState('');
  const teamSelectId = useId();
  const teams = [...new Set(rows.flatMap((row) => (row.Team ? [row.Team] : [])))].sort();
  const shown = rows.filter((row) => matchesQuery(row.Name, query) && (team === '' || row.Team === team));
  const paged = usePagedList(shown, defaultItemsPerPage);
  if (rows.length === 0) return <p>No participants yet.</p>;
  return (
    <>
      {teams.length > 1 && (
        <div className="field">
          <label htmlFor={teamSelectId}>Team</label>
          <select
            id={teamSelectId}
            value={team}
            onChange={(event) => {
              setTeam(event.target.value);
              paged.setPage(1);
            }}
          >
            <option value="">All teams</option>
            {teams.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ListFilter
        label="Find a participant"
        value={query}
        onChange={(value) => {
          setQuery(value);
          paged.setPage(1);
        }}
        shown={shown.length}
        total={rows.length}
        noun="participants"
      />
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Participant</th>
            <th scope="col">{capitalized(plural(unitName))}</th>
            {withShareLinks && <th scope="col">Share</th>}
          </tr>
        </thead>
        <tbody>
          {paged.shown.map((row) => (
            <tr key={row.ParticipantId}>
              <th scope="row">
                {row.Name}
                {row.Team && <span className="muted"> · {row.Team}</span>}
              </th>
              <td>
                {locked ? (row.Units ?? '–') : <UnitsForm row={row} unitName={unitName} eventId={eventId} />}
              </td>
              {withShareLinks && (
                <td>
                  <Link to={`/share/${encodeURIComponent(row.ParticipantId)}`}>
                    <span aria-hidden="true">Share</span>
                    <span className="visually-hidden">{`Share ${row.Name}'s page`}</span>
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager label="Participant pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
    </>
  );
}
