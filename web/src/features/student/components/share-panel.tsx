// Sharing the student page. The sharing issue brings the share buttons (email, text, social);
// until then this region holds the one action that already works: copying the page's link.
import { useState } from 'react';
import { linkCopied, linkNotCopied, sharingComingSoon } from '@thon/shared/catalog/messages';

export function SharePanel({ participantId }: { participantId: string }) {
  const [status, setStatus] = useState('');
  const pageUrl = `${window.location.origin}/student/${encodeURIComponent(participantId)}`;

  async function copy() {
    setStatus('');
    try {
      await navigator.clipboard.writeText(pageUrl);
      setStatus(linkCopied);
    } catch {
      setStatus(linkNotCopied);
    }
  }

  return (
    <section aria-labelledby="share-heading" className="donor-card">
      <h2 id="share-heading">Share this page</h2>
      <div className="share-actions">
        <button type="button" className="button-secondary" onClick={() => void copy()}>
          Copy link
        </button>
        <span role="status">{status}</span>
      </div>
      <p className="muted">{sharingComingSoon}</p>
    </section>
  );
}
