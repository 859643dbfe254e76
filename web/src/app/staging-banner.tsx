// Staging (spec section 9): a visible "Test site" note on every page and a robots noindex, so
// nobody mistakes the test site for the real one and search engines leave it out. React hoists
// the <meta> into <head>. A named region (a landmark, so axe finds no content outside one), not a
// live "status": the note never changes, there is nothing to announce.
import { isStagingSite } from '../lib/staging-site';
import { useT } from '../i18n/translation';

export function StagingBanner({ host }: { host?: string }) {
  const t = useT();
  if (!isStagingSite(host)) return null;
  return (
    <>
      <meta name="robots" content="noindex" />
      <section className="staging-banner" aria-label={t('Test site')}>
        <p>{t('Test site')}</p>
      </section>
    </>
  );
}
