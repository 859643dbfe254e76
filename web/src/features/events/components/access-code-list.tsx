// Every participant's access code, for handing out sign-in cards: a findable list (a page at a
// time), and the whole list as a CSV file for a mail merge or a spreadsheet (formulas escaped:
// lib/spreadsheet-csv.ts).
import { useState } from 'react';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '@/components/pager';
import { ListFilter, matchesQuery } from '@/components/list-filter';
import { spreadsheetCsv } from '@/lib/spreadsheet-csv';
import type { ThonPageData } from '../api/load-thon';

type AccessCodes = ThonPageData['AccessCodes'];

/** The CSV the download holds: one row per participant, with a header row. */
function accessCodesCsv(codes: AccessCodes, teamName: (teamId: string) => string | undefined): string {
  return spreadsheetCsv(
    ['First Name', 'Last Name', 'Team', 'Access Code'],
    codes.map((code) => [code.FirstName, code.LastName, teamName(code.TeamId) ?? '', code.AccessCode]),
  );
}

interface AccessCodeListProps {
  codes: AccessCodes;
  eventCode: string;
  teamName: (teamId: string) => string | undefined;
}

export function AccessCodeList({ codes, eventCode, teamName }: AccessCodeListProps) {
  const [query, setQuery] = useState('');
  const shown = codes.filter((code) => matchesQuery(`${code.FirstName} ${code.LastName}`, query));
  const paged = usePagedList(shown, defaultItemsPerPage);
  return (
    <section aria-labelledby="access-codes-heading" className="section">
      <h2 id="access-codes-heading">Access codes</h2>
      {codes.length === 0 ? (
        <p>Import participants to generate their access codes.</p>
      ) : (
        <>
          <p>
            <a
              className="button-link"
              download={`access-codes-${eventCode}.csv`}
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(accessCodesCsv(codes, teamName))}`}
            >
              Download all access codes (CSV)
            </a>
          </p>
          <ListFilter
            label="Find a participant's code"
            value={query}
            onChange={(value) => {
              setQuery(value);
              paged.setPage(1);
            }}
            shown={shown.length}
            total={codes.length}
            noun="participants"
          />
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Participant</th>
                <th scope="col">Access code</th>
              </tr>
            </thead>
            <tbody>
              {paged.shown.map((code) => (
                <tr key={code.ParticipantId}>
                  <th scope="row">{`${code.FirstName} ${code.LastName}`}</th>
                  <td>
                    <code>{code.AccessCode}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Access code pages"
            page={paged.page}
            pageCount={paged.pageCount}
            onPage={paged.setPage}
          />
        </>
      )}
    </section>
  );
}
