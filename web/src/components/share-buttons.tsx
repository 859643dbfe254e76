// Share buttons for a participant's page (issue 13): Facebook, X, WhatsApp, email and text (links
// that open the person's own apps), copy link and the device's share sheet. A successful share is
// counted toward the participant's goal (RecordShare). Donor pages mount this without `content`:
// the guest-share text and links (GetGuestShare) then load after the page, through a module loaded
// on demand, so the sharing schemas stay out of the donor pages' first download; until they arrive
// the links are built here with the same campaign parameters.
import { useEffect, useState } from 'react';
import { linkCopied, linkNotCopied, socialPostFailed } from '@thon/shared/catalog/messages';
import { participantPageUrl, shareLink, socialShareUrl } from '@thon/shared/sharing/share-links';
import { pageSettingNames, readPageSetting } from '../lib/page-settings';

export interface ShareLinks {
  facebook: string;
  x: string;
  whatsapp: string;
  link: string;
  email?: string;
  sms?: string;
}

export interface ShareContent {
  /** The guest-share text (it may carry the page's link; each channel puts in its own). */
  Text: string;
  Links: ShareLinks;
}

type Channel = 'facebook' | 'x' | 'whatsapp' | 'link' | 'native';

interface ShareButtonsProps {
  participantId: string;
  /** The text and links to share; without them they are loaded (GetGuestShare) after the page. */
  content?: ShareContent;
  /** Also offer email and text message links (mailto:, sms:). */
  withMessaging?: boolean;
  /** The subject of the email link. */
  emailSubject?: string;
  /** Called with the participant's share count after a share was recorded. */
  onRecorded?: (sharesCount: number) => void;
}

/** The text without the participant's page links, for channels that add the link themselves. */
export function textWithoutLinks(text: string): string {
  return text
    .replace(/\s*https?:\/\/\S*\/student\/\S*/gu, '')
    .replace(/[ \t]+$/gmu, '')
    .trim();
}

const popupFeatures = 'width=600,height=560';

/** Opens a network's share dialog in a popup; false when the browser blocked it. */
function openPopup(url: string): boolean {
  const popup = window.open(url, '_blank', popupFeatures);
  if (!popup) return false;
  popup.opener = null;
  return true;
}

function fallbackContent(participantId: string): ShareContent {
  const page = participantPageUrl(window.location.origin, participantId);
  return {
    Text: '',
    Links: {
      facebook: shareLink(page, 'facebook'),
      x: shareLink(page, 'x'),
      whatsapp: shareLink(page, 'whatsapp'),
      link: shareLink(page, 'link'),
      email: shareLink(page, 'email'),
      sms: shareLink(page, 'sms'),
    },
  };
}

/** Facebook's dialog through its SDK when the page has an app id, else null (use the sharer). */
async function facebookDialog(link: string): Promise<'shared' | 'cancelled' | 'failed' | null> {
  const appId = readPageSetting(pageSettingNames.facebookAppId);
  if (!appId) return null;
  try {
    const { loadFacebookSdk, facebookShare } = await import('../lib/facebook-sdk');
    const sdk = await loadFacebookSdk(appId);
    if (!sdk.ui) return null;
    return await facebookShare(sdk, link);
  } catch {
    return null;
  }
}

export function ShareButtons({
  participantId,
  content,
  withMessaging = false,
  emailSubject = '',
  onRecorded,
}: ShareButtonsProps) {
  const [loaded, setLoaded] = useState<ShareContent | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const canShareNatively = typeof navigator.share === 'function';

  useEffect(() => {
    if (content) return;
    const controller = new AbortController();
    // After the page: the guest-share text is not needed for its first paint.
    const timer = setTimeout(() => {
      void import('../lib/sharing-calls')
        .then(({ loadGuestShare }) => loadGuestShare(participantId, controller.signal))
        .then(setLoaded, () => undefined);
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, participantId]);

  const shown = content ?? loaded ?? fallbackContent(participantId);
  const links = { ...fallbackContent(participantId).Links, ...shown.Links };
  const text = textWithoutLinks(shown.Text);

  function record(channel: Channel) {
    void import('../lib/sharing-calls')
      .then(({ recordShare }) => recordShare(participantId, channel))
      .then((answer) => onRecorded?.(answer.SharesCount))
      .catch(() => undefined);
  }

  function begin() {
    setStatus('');
    setAlert('');
  }

  function failed() {
    setAlert(socialPostFailed);
  }

  async function shareOnFacebook() {
    begin();
    const outcome = await facebookDialog(links.facebook);
    if (outcome === 'failed') return failed();
    if (outcome === 'shared') return record('facebook');
    if (outcome === 'cancelled') return;
    if (openPopup(socialShareUrl('facebook', links.facebook, text))) record('facebook');
    else failed();
  }

  function shareOn(network: 'x' | 'whatsapp') {
    begin();
    if (openPopup(socialShareUrl(network, links[network], text))) record(network);
    else failed();
  }

  async function copy() {
    begin();
    try {
      await navigator.clipboard.writeText(links.link);
      setStatus(linkCopied);
      record('link');
    } catch {
      setStatus(linkNotCopied);
    }
  }

  async function shareNatively() {
    begin();
    try {
      await navigator.share({ text, url: links.link });
      record('native');
    } catch {
      // Closed without sharing, or the device refused: nothing to count or say.
    }
  }

  const messageBody = (link: string | undefined) =>
    text ? `${text}\n\n${link ?? links.link}` : (link ?? links.link);

  return (
    <div className="share-actions">
      <button type="button" className="button-secondary" onClick={() => void shareOnFacebook()}>
        Facebook
      </button>
      <button type="button" className="button-secondary" onClick={() => shareOn('x')}>
        X
      </button>
      <button type="button" className="button-secondary" onClick={() => shareOn('whatsapp')}>
        WhatsApp
      </button>
      {withMessaging && (
        <>
          <a
            className="button-link button-secondary"
            href={`mailto:?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(messageBody(links.email))}`}
          >
            Email
          </a>
          <a
            className="button-link button-secondary"
            href={`sms:?&body=${encodeURIComponent(messageBody(links.sms))}`}
          >
            Text message
          </a>
        </>
      )}
      <button type="button" className="button-secondary" onClick={() => void copy()}>
        Copy link
      </button>
      {canShareNatively && (
        <button type="button" className="button-secondary" onClick={() => void shareNatively()}>
          More ways to share
        </button>
      )}
      <span role="status">{status}</span>
      <span role="alert">{alert}</span>
    </div>
  );
}
