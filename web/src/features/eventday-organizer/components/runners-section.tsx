// The runners with bibs: found by name, each with their counted laps; one opened shows its scans
// (who counted each and whether it counted) and, for those who manage the Thon, the count's
// correction and a new bib.
import { useState } from 'react';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { ListFilter, matchesQuery } from '@/components/list-filter';
import { Pager, usePagedList } from '@/components/pager';
import type { EventDayRoster, RosterRunner } from '../api/eventday-calls';
import { RunnerLaps } from './runner-laps';

export const runnerName = (runner: Pick<RosterRunner, 'FirstName' | 'LastInitial'>) =>
  `${runner.FirstName} ${runner.LastInitial}.`;

export function RunnersSection({ roster, manages }: { roster: EventDayRoster; manages: boolean }) {
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | undefined>();
  const runners = roster.Runners;
  const shown = runners.filter((runner) => matchesQuery(`${runnerName(runner)} ${runner.TeamName}`, query));
  const paged = usePagedList(shown, defaultItemsPerPage);
  const open = runners.find((runner) => runner.ParticipantId === openId);
  return (
    <section aria-labelledby="runners-heading" className="section">
      <h2 id="runners-heading">Runners and laps</h2>
      {runners.length === 0 ? (
        <p>No runner has a bib yet. Print bibs first.</p>
      ) : (
        <>
          <ListFilter
            label="Find a runner"
            value={query}
            onChange={(value) => {
              setQuery(value);
              paged.setPage(1);
            }}
            shown={shown.length}
            total={runners.length}
            noun="runners"
          />
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Runner</th>
                <th scope="col">Class</th>
                <th scope="col">Laps</th>
                <th scope="col">
                  <span className="visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {paged.shown.map((runner) => (
                <tr key={runner.ParticipantId}>
                  <th scope="row">{runnerName(runner)}</th>
                  <td>{runner.TeamName}</td>
                  <td>
                    {runner.OverMax > 0
                      ? `${runner.Laps} (+${runner.OverMax} over the maximum)`
                      : runner.Laps}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button-secondary"
                      aria-expanded={openId === runner.ParticipantId}
                      onClick={() =>
                        setOpenId(openId === runner.ParticipantId ? undefined : runner.ParticipantId)
                      }
                    >
                      {`Laps of ${runnerName(runner)}`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Runner pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
        </>
      )}
      {open && <RunnerLaps key={open.ParticipantId} runner={open} roster={roster} manages={manages} />}
    </section>
  );
}
