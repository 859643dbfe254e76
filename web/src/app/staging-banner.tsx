// Staging (spec section 9): a visible "Test site" note on every page and a robots noindex, so
// nobody mistakes the test site for the real one and search engines leave it out. React hoists
// the <meta> into <head>. role="note", not "status": the note never changes, nothing to announce.
import { isStagingSite } from '../lib/staging-site';
import { useT } from '../i18n/translation';

export function StagingBanner({ host }: { host?: string }) {
  const t = useT();
  if (!isStagingSite(host)) return null;
  return (
    <>
      <meta name="robots" content="noindex" />
      <p role="note" className="staging-banner">
        {t('Test site')}
      </p>
    </>
  );
}
