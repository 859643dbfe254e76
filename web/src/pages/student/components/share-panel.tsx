// Sharing the student page: the guest-share text with the page's link, by Facebook, X,
// WhatsApp, email, text message, copy link or the device's share sheet. The text loads after the
// page (share-buttons.tsx), so the panel adds little to the page's first download.
import { ShareButtons } from '@/features/sharing/components/share-buttons';
import { useT } from '../../../i18n/translation';

export function SharePanel({ participantId, displayName }: { participantId: string; displayName: string }) {
  const t = useT();
  return (
    <section aria-labelledby="share-heading" className="donor-card">
      <h2 id="share-heading">{t('Share this page')}</h2>
      <p className="muted">{t('Help {{name}} reach their goal: pass this page on.', { name: displayName })}</p>
      <ShareButtons participantId={participantId} withMessaging emailSubject={t('Support {{name}}', { name: displayName })} />
    </section>
  );
}
