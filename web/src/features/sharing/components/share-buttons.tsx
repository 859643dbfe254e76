// Share buttons for a participant's page: Facebook, X, WhatsApp, email and text (links
// that open the person's own apps), copy link and the device's share sheet; a successful share is
// counted toward the participant's goal (RecordShare). Kept small for the donor pages' first
// download: what the buttons do lives in share-actions.ts, loaded after the page together with the
// guest-share text and links (GetGuestShare) when the page gives no `content`; the email and text
// links appear with it. The guest share comes in each language; the visitor's is the one passed on.
import { useEffect, useMemo, useState } from 'react';
import { linkCopied, linkNotCopied, socialPostFailed } from '@thon/shared/catalog/messages';
import type * as ShareActions from './share-actions';
import type { ShareContent } from './share-actions';
import type { GuestShare } from '../api/public-share-calls';
import { useLanguage, useT } from '@/i18n/translation';
import { showToast } from '@/lib/show-toast';

export type { ShareContent } from './share-actions';

type Actions = typeof ShareActions;

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

export function ShareButtons({
  participantId,
  content,
  withMessaging = false,
  emailSubject = '',
  onRecorded,
}: ShareButtonsProps) {
  const [actions, setActions] = useState<Actions | undefined>(undefined);
  const [loaded, setLoaded] = useState<GuestShare | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const { language } = useLanguage();
  const inLanguage = useMemo(
    () => loaded && { Text: loaded.Texts[language], Links: loaded.Links },
    [loaded, language],
  );
  const shown = content ?? inLanguage;

  useEffect(() => {
    const controller = new AbortController();
    // After the page: neither the actions nor the guest-share text are needed for its first paint.
    const timer = setTimeout(() => {
      void import('./share-actions').then((module) => {
        setActions(() => module);
        if (!content)
          module.loadGuestShare(participantId, controller.signal).then(setLoaded, () => undefined);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, participantId]);

  const t = useT();

  /** Runs a share with the actions (at once when they have loaded, as popups need). */
  function run(channel: 'facebook' | 'x' | 'whatsapp' | 'link' | 'native') {
    setStatus('');
    setAlert('');
    const go = async (module: Actions) => {
      const outcome = await module.share(channel, participantId, shown);
      // Said where the buttons are and confirmed with a toast (spec section 9).
      if (channel === 'link') {
        setStatus(outcome === 'shared' ? linkCopied : linkNotCopied);
        showToast(
          outcome === 'shared' ? 'success' : 'error',
          t(outcome === 'shared' ? linkCopied : linkNotCopied),
        );
      } else if (outcome === 'failed') {
        setAlert(socialPostFailed);
        showToast('error', t(socialPostFailed));
      }
      if (outcome !== 'shared') return;
      const count = await module.record(participantId, channel);
      if (count !== undefined) onRecorded?.(count);
    };
    if (actions) return void go(actions);
    void import('./share-actions').then(go);
  }

  const messages = withMessaging && actions?.messageLinks(participantId, shown, emailSubject);
  const button = (channel: Parameters<typeof run>[0], label: string) => (
    <button type="button" className="button-secondary" onClick={() => run(channel)}>
      {t(label)}
    </button>
  );

  return (
    <div className="share-actions">
      {button('facebook', 'Facebook')}
      {button('x', 'X')}
      {button('whatsapp', 'WhatsApp')}
      {messages && (
        <>
          <a className="button-link button-secondary" href={messages.email}>
            {t('Email')}
          </a>
          <a className="button-link button-secondary" href={messages.sms}>
            {t('Text message')}
          </a>
        </>
      )}
      {button('link', 'Copy link')}
      {typeof navigator.share === 'function' && button('native', 'More ways to share')}
      <span role="status">{status && t(status)}</span>
      <span role="alert">{alert && t(alert)}</span>
    </div>
  );
}
