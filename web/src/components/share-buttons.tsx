// Share buttons for a participant's page (issue 13): Facebook, X, WhatsApp, email and text (links
// that open the person's own apps), copy link and the device's share sheet; a successful share is
// counted toward the participant's goal (RecordShare). Kept small for the donor pages' first
// download: what the buttons do lives in share-actions.ts, loaded after the page together with the
// guest-share text and links (GetGuestShare) when the page gives no `content`.
import { useEffect, useRef, useState } from 'react';
import { linkCopied, linkNotCopied, socialPostFailed } from '@thon/shared/catalog/messages';
import type * as ShareActions from './share-actions';

type Actions = typeof ShareActions;

export interface ShareContent {
  /** The guest-share text (it may carry the page's link; each channel puts in its own). */
  Text: string;
  Links: { facebook: string; x: string; whatsapp: string; link: string; email?: string; sms?: string };
}

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

// The guest-share text holds {EventUrl} where the link goes: an email or text puts its channel's
// link there; networks and the share sheet take the link apart, so the text goes without it.
const linkPattern = /\s*(?:\{EventUrl\}|https?:\/\/\S*\/student\/\S*)/gu;
const withoutLink = (text: string) => text.replace(linkPattern, '').trim();
const withLink = (text: string, link: string) =>
  text.includes('{EventUrl}') ? text.replaceAll('{EventUrl}', link) : `${text}\n\n${link}`.trim();

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
  const actions = useRef<Actions | undefined>(undefined);
  const canShareNatively = typeof navigator.share === 'function';

  useEffect(() => {
    const controller = new AbortController();
    // After the page: neither the actions nor the guest-share text are needed for its first paint.
    const timer = setTimeout(() => {
      void import('./share-actions').then((module) => {
        actions.current = module;
        if (!content) module.loadGuestShare(participantId, controller.signal).then(setLoaded, () => undefined);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, participantId]);

  const shown = content ?? loaded;
  const text = withoutLink(shown?.Text ?? '');
  const pageUrl = `${window.location.origin}/student/${encodeURIComponent(participantId)}`;
  const messageBody = (link: string | undefined) => withLink(shown?.Text ?? '', link ?? pageUrl);

  /** Runs a share with the actions module (at once when it has loaded, as popups need). */
  function run(share: (module: Actions) => unknown) {
    setStatus('');
    setAlert('');
    if (actions.current) return void share(actions.current);
    void import('./share-actions').then((module) => {
      actions.current = module;
      return share(module);
    });
  }

  function counted(module: Actions, channel: 'facebook' | 'x' | 'whatsapp' | 'link' | 'native') {
    void module.record(participantId, channel).then((count) => {
      if (count !== undefined) onRecorded?.(count);
    });
  }

  function social(network: 'facebook' | 'x' | 'whatsapp') {
    run(async (module) => {
      const links = module.pageLinks(participantId, shown?.Links);
      const outcome =
        network === 'facebook' ? await module.shareOnFacebook(links, text) : module.shareOn(network, links, text);
      if (outcome === 'failed') setAlert(socialPostFailed);
      if (outcome === 'shared') counted(module, network);
    });
  }

  return (
    <div className="share-actions">
      <button type="button" className="button-secondary" onClick={() => social('facebook')}>
        Facebook
      </button>
      <button type="button" className="button-secondary" onClick={() => social('x')}>
        X
      </button>
      <button type="button" className="button-secondary" onClick={() => social('whatsapp')}>
        WhatsApp
      </button>
      {withMessaging && (
        <>
          <a
            className="button-link button-secondary"
            href={`mailto:?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(messageBody(shown?.Links.email))}`}
          >
            Email
          </a>
          <a
            className="button-link button-secondary"
            href={`sms:?&body=${encodeURIComponent(messageBody(shown?.Links.sms))}`}
          >
            Text message
          </a>
        </>
      )}
      <button
        type="button"
        className="button-secondary"
        onClick={() =>
          run(async (module) => {
            const copied = await module.copyLink(module.pageLinks(participantId, shown?.Links));
            setStatus(copied ? linkCopied : linkNotCopied);
            if (copied) counted(module, 'link');
          })
        }
      >
        Copy link
      </button>
      {canShareNatively && (
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            run(async (module) => {
              if (await module.shareNatively(module.pageLinks(participantId, shown?.Links), text)) {
                counted(module, 'native');
              }
            })
          }
        >
          More ways to share
        </button>
      )}
      <span role="status">{status}</span>
      <span role="alert">{alert}</span>
    </div>
  );
}
