// The header's line on the network: online or offline, and how many scans wait on the phone.
import { useT } from '@/i18n/translation';

export function SyncStatus({ online, waiting }: { online: boolean; waiting: number }) {
  const t = useT();
  return (
    <p className={`counting-sync ${online ? 'counting-online' : 'counting-offline'}`} role="status">
      <span>{online ? t('Online') : t('Offline')}</span>
      {waiting > 0 && <span>{t('{{waiting}} waiting to sync', { waiting })}</span>}
    </p>
  );
}
