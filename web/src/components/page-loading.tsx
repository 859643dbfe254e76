// Stands in for a page while its code loads on a first visit (route-level code splitting).
import { useT } from '../i18n/translation';

export function PageLoading() {
  const t = useT();
  return (
    <p role="status" aria-busy="true">
      {t('Loading…')}
    </p>
  );
}
