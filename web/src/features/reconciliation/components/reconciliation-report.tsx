// The reconciliation as a table (a row per Thon, the total in its footer), the organizations'
// payouts beside it (they exist only at the payment provider and cannot be split per Thon), a CSV
// download and a printable view: the print stylesheet leaves only the report on paper.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { ReconciliationFiguresWire } from '@thon/shared/api/schemas/reports';
import { reconciliationCsv } from '../reconciliation-csv';
import { figureKeys, type Reconciliation } from '../reconciliation-pages';
import './reconciliation.css';

const columnLabels: Record<(typeof figureKeys)[number], string> = {
  Pledges: 'Pledges',
  GrossPledgedCents: 'Gross pledged',
  ChargedCents: 'Charged',
  RefundedCents: 'Refunded',
  DisputedCents: 'Disputed',
  OfflineCents: 'Offline (cash/check)',
  ProcessingExpenseCents: 'Processing expense',
  CommissionCents: 'Commission',
  NetToSchoolCents: 'Net to school',
};

const money = (cents: number) => formatDollars(centsToDollars(cents));

function FigureCells({ figures }: { figures: ReconciliationFiguresWire }) {
  return (
    <>
      {figureKeys.map((key) => (
        <td key={key} className="number">
          {key === 'Pledges' ? figures[key] : money(figures[key])}
        </td>
      ))}
    </>
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

export function ReconciliationReport({
  report,
  title,
  fileName,
}: {
  report: Reconciliation;
  title: string;
  fileName: string;
}) {
  return (
    <section className="reconciliation-report" aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">{title}</h2>
      <p className="reconciliation-actions">
        <button type="button" onClick={() => saveCsv(fileName, reconciliationCsv(report))}>
          Download CSV
        </button>{' '}
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          Print
        </button>
      </p>
      {report.truncated ? (
        <p role="status">
          This report is cut short: it covers more Thons than one report shows. Choose a narrower scope.
        </p>
      ) : null}
      {report.rows.length === 0 ? (
        <p>No Thons in this report.</p>
      ) : (
        // Wider than a phone, so it scrolls sideways: a named, focusable region a keyboard can
        // scroll (its cells hold no link or control that could take the focus instead).
        <div className="admin-table-wrap" role="region" aria-label="Reconciliation per Thon" tabIndex={0}>
          <table className="admin-table reconciliation-table">
            <caption>Per Thon, in dollars; test Thons are left out unless asked for by their id.</caption>
            <thead>
              <tr>
                <th scope="col">Thon</th>
                <th scope="col">Organization</th>
                {figureKeys.map((key) => (
                  <th key={key} scope="col" className="number">
                    {columnLabels[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.EventId}>
                  <th scope="row">
                    {row.EventName}
                    {row.IsTest ? ' (test)' : ''}
                  </th>
                  <td>{row.OrganizationName}</td>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <FigureCells figures={report.totals} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <h3>Payouts</h3>
      <p className="muted">
        Paid to each organization&apos;s bank by the payment provider. A payout carries the account&apos;s
        whole balance, so it is shown per organization, not per Thon.
      </p>
      {report.payouts.length === 0 ? (
        <p>No organizations in this report.</p>
      ) : (
        <ul className="reconciliation-payouts" aria-label="Payouts per organization">
          {report.payouts.map((organization) => (
            <li key={organization.OrganizationId}>
              <strong>{organization.OrganizationName}</strong>:{' '}
              {organization.AccountConnected
                ? `${money(organization.PayoutsCents)} in ${organization.Payouts.length} payout${organization.Payouts.length === 1 ? '' : 's'}`
                : 'no payout account connected'}
            </li>
          ))}
        </ul>
      )}
      <p>
        <strong>Payouts in all:</strong> {money(report.payoutsCents)}
      </p>
    </section>
  );
}
