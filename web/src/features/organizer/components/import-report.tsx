// What an import did: counts, the catalogue's 'Some participants are not imported.' when any row
// failed, and a table of the failed rows (spreadsheet row numbers, header = row 1) with reasons.
import type { ImportReport as Report } from '../api/import-participants';

export function ImportReport({ report }: { report: Report }) {
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
            {report.Failed.map((failure) => (
              <tr key={failure.Row}>
                <th scope="row">{failure.Row}</th>
                <td>{failure.Reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
