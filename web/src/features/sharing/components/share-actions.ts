// What the share buttons do (share-buttons.tsx loads this after the page, so donor pages download
// it after their first paint): the networks' share dialogs (Facebook's SDK dialog when the page
// has an app id), copy link, the device's share sheet, the email and text links, and counting a
// share (RecordShare).
import { participantPageUrl, shareLink, socialShareUrl, type ShareSource } from '@thon/shared/sharing/share-links';
import { pageSettingNames, readPageSetting } from '@/lib/page-settings';
import { recordShare, type SocialShareChannel } from '../api/public-share-calls';

export { loadGuestShare } from '../api/public-share-calls';

export interface ShareContent {
  /** The guest-share text, with {EventUrl} where the link goes. */
  Text: string;
  Links: Partial<Record<ShareSource, string>>;
}

/** 'shared', 'failed' (the spec's alert; for a copy, not copied) or 'cancelled'. */
export type ShareOutcome = 'shared' | 'failed' | 'cancelled';

// The guest-share text holds {EventUrl} where the link goes: an email or text puts its channel's
// link there; networks and the share sheet take the link apart, so the text goes without it.
const linkPattern = /\s*(?:\{EventUrl\}|https?:\/\/\S*\/student\/\S*)/gu;
const withoutLink = (text: string) => text.replace(linkPattern, '').trim();
const withLink = (text: string, link: string) =>
  text.includes('{EventUrl}') ? text.replaceAll('{EventUrl}', link) : `${text}\n\n${link}`.trim();

/** The channel's link as given, else the page with the channel's campaign parameters. */
function linkFor(participantId: string, content: ShareContent | undefined, source: ShareSource): string {
  return (
    content?.Links[source] ?? shareLink(participantPageUrl(window.location.origin, participantId), source)
  );
}

/** The mailto: and sms: links with the guest text and each channel's link. */
export function messageLinks(participantId: string, content: ShareContent | undefined, subject: string) {
  const text = content?.Text ?? '';
  const body = (source: ShareSource) => encodeURIComponent(withLink(text, linkFor(participantId, content, source)));
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${body('email')}`,
    sms: `sms:?&body=${body('sms')}`,
  };
}

/** Opens a network's share dialog in a popup; false when the browser blocked it. */
function openPopup(url: string): ShareOutcome {
  const popup = window.open(url, '_blank', 'width=600,height=560');
  if (!popup) return 'failed';
  popup.opener = null;
  return 'shared';
}

/** Facebook's dialog through its SDK when the page has an app id, else null (use the sharer). */
async function facebookDialog(link: string): Promise<ShareOutcome | null> {
  const appId = readPageSetting(pageSettingNames.facebookAppId);
  if (!appId) return null;
  try {
    const { loadFacebookSdk, facebookShare } = await import('@/lib/facebook-sdk');
    const sdk = await loadFacebookSdk(appId);
    if (!sdk.ui) return null;
    return await facebookShare(sdk, link);
  } catch {
    return null;
  }
}

export async function share(
  channel: SocialShareChannel,
  participantId: string,
  content: ShareContent | undefined,
): Promise<ShareOutcome> {
  const text = withoutLink(content?.Text ?? '');
  const link = linkFor(participantId, content, channel === 'native' ? 'link' : channel);
  try {
    switch (channel) {
      case 'facebook':
        return (await facebookDialog(link)) ?? openPopup(socialShareUrl('facebook', link, text));
      case 'x':
      case 'whatsapp':
        return openPopup(socialShareUrl(channel, link, text));
      case 'link':
        await navigator.clipboard.writeText(link);
        return 'shared';
      case 'native':
        await navigator.share({ text, url: link });
        return 'shared';
    }
  } catch {
    // Not copied, or the share sheet was closed or refused.
    return channel === 'link' ? 'failed' : 'cancelled';
  }
}

/** Counts the share; the participant's new count, or undefined when it could not be recorded. */
export async function record(participantId: string, channel: SocialShareChannel): Promise<number | undefined> {
  try {
    return (await recordShare(participantId, channel)).SharesCount;
  } catch {
    return undefined;
  }
}
