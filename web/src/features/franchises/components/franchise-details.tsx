// A franchise's facts, read-only: what a franchisee user sees of their own franchise.
import type { Franchise } from '../api/franchise-calls';
import { commissionText, franchiseStatusLabel, statesText, zipPrefixesText } from './franchise-labels';

export function FranchiseDetails({ franchise }: { franchise: Franchise }) {
  const facts: [string, string][] = [
    ['Status', franchiseStatusLabel[franchise.Status]],
    ['Default commission', commissionText(franchise)],
    ['States', statesText(franchise)],
    ['ZIP prefixes', zipPrefixesText(franchise)],
    ['Contact', franchise.Contact.Name],
    ['Contact email', franchise.Contact.Email],
    ['Contact phone', franchise.Contact.Phone],
  ];
  return (
    <dl className="stat-list">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
