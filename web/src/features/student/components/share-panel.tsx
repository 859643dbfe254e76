// Sharing the student page (issue 13): the guest-share text with the page's link, by Facebook, X,
// WhatsApp, email, text message, copy link or the device's share sheet. The text loads after the
// page (share-buttons.tsx), so the panel adds little to the page's first download.
import { ShareButtons } from '../../../components/share-buttons';

export function SharePanel({ participantId, displayName }: { participantId: string; displayName: string }) {
  return (
    <section aria-labelledby="share-heading" className="donor-card">
      <h2 id="share-heading">Share this page</h2>
      <p className="muted">{`Help ${displayName} reach their goal: pass this page on.`}</p>
      <ShareButtons participantId={participantId} withMessaging emailSubject={`Support ${displayName}`} />
    </section>
  );
}
