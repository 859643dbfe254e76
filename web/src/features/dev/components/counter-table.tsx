// One group of counters as a table: the first cell of each row names it (a row header). Wide
// tables scroll inside their own focusable region at phone width instead of widening the page.
import type { ReactNode } from 'react';
import './dev-metrics.css';

export interface CounterRow {
  key: string;
  cells: readonly [ReactNode, ...ReactNode[]];
}

export function CounterTable({
  caption,
  headings,
  rows,
  empty,
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly CounterRow[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="metrics-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table metrics-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...values] }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              {values.map((value, index) => (
                <td key={headings[index + 1] ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
