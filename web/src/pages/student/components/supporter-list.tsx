// The student's recent supporters, as the API sends them: first name and last initial, or
// "Anonymous", with their message. Never an email, phone or surname. A page of the catalogue's
// sponsor update page size at a time.
import { sponsorUpdatePageSize } from '@thon/shared/catalog/limits';
import { anonymousDonor, firstSupporter } from '@thon/shared/catalog/messages';
import { LazyPager } from '../../../components/lazy-pager';
import { usePagedList } from '../../../components/use-paged-list';
import type { StudentPageData } from '@/features/participants/api/load-student-page';
import { useT } from '../../../i18n/translation';

export function SupporterList({
  supporters,
  name,
}: {
  supporters: StudentPageData['Supporters'];
  name: string;
}) {
  const t = useT();
  const paged = usePagedList(supporters, sponsorUpdatePageSize);
  return (
    <section aria-labelledby="supporters-heading" className="donor-card">
      <h2 id="supporters-heading">{t('Recent supporters')}</h2>
      {supporters.length === 0 ? (
        <p className="empty-state">{t(firstSupporter(name))}</p>
      ) : (
        <>
          <ul className="supporter-list">
            {paged.shown.map((supporter, index) => (
              <li key={`${supporter.CreatedAt}-${index}`}>
                <p>
                  <strong>{t(supporter.Name === anonymousDonor ? anonymousDonor : supporter.Name)}</strong>
                </p>
                {supporter.Message && <p className="supporter-message">{supporter.Message}</p>}
              </li>
            ))}
          </ul>
          <LazyPager
            label="Supporter pages"
            page={paged.page}
            pageCount={paged.pageCount}
            onPage={paged.setPage}
          />
        </>
      )}
    </section>
  );
}
