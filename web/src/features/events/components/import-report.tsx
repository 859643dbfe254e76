// What an import did: counts, the catalogue's 'Some participants are not imported.' when any row
// failed, and a table of the failed rows (spreadsheet row numbers, header = row 1) with reasons,
// ten at a time (the catalogue's default page size).
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '@/components/pager';
import type { ImportReport as Report } from '@/features/events/api/import-participants';

export function ImportReport({ report }: { report: Report }) {
  const paged = usePagedList(report.Failed, defaultItemsPerPage);
  return (
    <div className="import-report">
      <h3>Import report</h3>
      <ul>
        <li>{`Imported: ${report.Imported}`}</li>
        <li>{`Already imported before: ${report.AlreadyImported}`}</li>
        <li>{`Not imported: ${report.Failed.length}`}</li>
      </ul>
      {report.Failed.length > 0 && (
        <table className="data-table">
          <caption className="visually-hidden">Rows not imported</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {paged.shown.map((failure) => (
              <tr key={failure.Row}>
                <th scope="row">{failure.Row}</th>
                <td>{failure.Reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        label="Pages of rows not imported"
        page={paged.page}
        pageCount={paged.pageCount}
        onPage={paged.setPage}
      />
    </div>
  );
}
