// Any path no feature claims.
import { Link } from 'react-router';
import { useT } from '../i18n/translation';

export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <title>{`${t('Page not found')} · Thon`}</title>
      <h1>{t('Page not found')}</h1>
      <p>{t('There is no page at this address.')}</p>
      <p>
        <Link to="/">{t('Go to the home page')}</Link>
      </p>
    </>
  );
}
