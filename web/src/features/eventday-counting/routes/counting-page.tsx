// The counting page: a first version that names the Thon's code; scanning comes next.
import { useParams } from 'react-router';
import { useT } from '@/i18n/translation';

export function CountingPage() {
  const t = useT();
  const { eventCode = '' } = useParams();
  return (
    <section>
      <h1>{t('Count laps')}</h1>
      <p>{eventCode}</p>
    </section>
  );
}
