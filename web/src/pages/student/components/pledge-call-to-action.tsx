// The student page's way to give: a large Pledge button to the pledge page, and the catalogue's
// suggested amounts as one-tap links that open the pledge page with the kind and amount preset.
import { Link } from 'react-router';
import { suggestedFlatDonations, suggestedPerUnitDonations } from '@thon/shared/catalog/donations';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { useT } from '../../../i18n/translation';

export const pledgePath = (participantId: string) => `/pledge/${encodeURIComponent(participantId)}`;

export const presetPledgePath = (participantId: string, kind: 'PerUnit' | 'Flat', amount: number) =>
  `${pledgePath(participantId)}?${new URLSearchParams({ kind, amount: String(amount) }).toString()}`;

export function PledgeCallToAction({
  participantId,
  name,
  unitName,
}: {
  participantId: string;
  name: string;
  unitName: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="give-heading" className="donor-card">
      <h2 id="give-heading">{t('Support {{name}}', { name })}</h2>
      <p>
        <Link className="button-link pledge-button" to={pledgePath(participantId)} aria-label={t('Pledge for {{name}}', { name })}>
          {t('Pledge')}
        </Link>
      </p>
      <div className="amount-groups">
        <div>
          <h3 id="per-unit-heading">{t('Per {{unit}} completed', { unit: unitName })}</h3>
          <ul className="amount-list" aria-labelledby="per-unit-heading">
            {suggestedPerUnitDonations.map((amount) => (
              <li key={amount}>
                <Link
                  className="button-link button-secondary"
                  to={presetPledgePath(participantId, 'PerUnit', amount)}
                  aria-label={t('{{amount}} per {{unit}}', { amount: formatDollars(amount), unit: unitName })}
                >
                  {formatDollars(amount)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="flat-heading">{t('One-time gift')}</h3>
          <ul className="amount-list" aria-labelledby="flat-heading">
            {suggestedFlatDonations.map((amount) => (
              <li key={amount}>
                <Link
                  className="button-link button-secondary"
                  to={presetPledgePath(participantId, 'Flat', amount)}
                  aria-label={t('{{amount}} one-time gift', { amount: formatDollars(amount) })}
                >
                  {formatDollars(amount)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
