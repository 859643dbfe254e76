// The student's recent supporters, as the API sends them: first name and last initial, or
// "Anonymous", with their message. Never an email, phone or surname.
import { firstSupporter } from '@thon/shared/catalog/messages';
import type { StudentPageData } from '../../../lib/load-student-page';

export function SupporterList({ supporters, name }: { supporters: StudentPageData['Supporters']; name: string }) {
  return (
    <section aria-labelledby="supporters-heading" className="donor-card">
      <h2 id="supporters-heading">Recent supporters</h2>
      {supporters.length === 0 ? (
        <p className="empty-state">{firstSupporter(name)}</p>
      ) : (
        <ul className="supporter-list">
          {supporters.map((supporter, index) => (
            <li key={`${supporter.CreatedAt}-${index}`}>
              <p>
                <strong>{supporter.Name}</strong>
              </p>
              {supporter.Message && <p className="supporter-message">{supporter.Message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
