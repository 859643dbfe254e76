// The audit log's entries, newest first, a page at a time from the API ("Show more" adds the next):
// when, who, what (the action and its subject) and each changed field before and after.
import { Link } from 'react-router';
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import type { AuditEntry } from '@thon/shared/api/schemas/audit';
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import { browserTimeZone } from '../../../lib/time-zone';
import type { AuditSelection } from '../api/audit-calls';
import type { AuditView } from '../routes/audit-loader';
import { actionLabel, changesOf } from './audit-labels';

/** The log route's address for a selection's page after `cursor` (`index`: the log, not its parent). */
export function auditHref(selection: AuditSelection, cursor?: string): string {
  const parts = [
    ...(cursor ? ['index'] : []),
    ...(selection.month ? [`month=${encodeURIComponent(selection.month)}`] : []),
    ...(selection.franchiseId ? [`franchise=${encodeURIComponent(selection.franchiseId)}`] : []),
    ...(cursor ? [`cursor=${encodeURIComponent(cursor)}`] : []),
  ];
  return `/admin/audit${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

const subjectPaths: Partial<Record<AuditEntry['Subject']['Kind'], string>> = {
  organization: '/admin/organizations/',
  franchise: '/admin/franchises/',
};

function Subject({ subject }: { subject: AuditEntry['Subject'] }) {
  const base = subjectPaths[subject.Kind];
  const text = `${subject.Kind} ${subject.Id}`;
  return base ? <Link to={`${base}${encodeURIComponent(subject.Id)}`}>{text}</Link> : <>{text}</>;
}

export function AuditLog({ view }: { view: AuditView }) {
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(view.page);
  const entries = pages.flatMap((page) => page.Entries);
  const timeZone = browserTimeZone();
  return (
    <section aria-label="Audit entries">
      {entries.length === 0 ? (
        <p>No changes were recorded here.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.Id}>
                  <td>
                    <time dateTime={entry.At}>{formatDisplayDateTime(new Date(entry.At), timeZone)}</time>
                  </td>
                  <td>
                    {entry.Who.Name}
                    <br />
                    <span className="muted">{entry.Who.Role}</span>
                  </td>
                  <td>
                    {actionLabel(entry.Action)}
                    <br />
                    <Subject subject={entry.Subject} />
                  </td>
                  <td>
                    <ul className="admin-changes">
                      {changesOf(entry).map((change) => (
                        <li key={change.field}>
                          <strong>{change.field}</strong>: {change.before} → {change.after}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore
        noun="entries"
        nextHref={nextCursor && auditHref(view.selection, nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={auditHref(view.selection)}
        onMore={load}
      />
    </section>
  );
}
