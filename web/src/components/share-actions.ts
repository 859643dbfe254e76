// What the share buttons do (share-buttons.tsx loads this after the page, so donor pages download
// it after their first paint): the networks' share dialogs (Facebook's SDK dialog when the page
// has an app id), copy link, the device's share sheet, and counting a share (RecordShare).
import { participantPageUrl, shareLink, socialShareUrl } from '@thon/shared/sharing/share-links';
import { pageSettingNames, readPageSetting } from '../lib/page-settings';
import { recordShare, type SocialShareChannel } from '../lib/sharing-calls';

export { loadGuestShare, type GuestShare } from '../lib/sharing-calls';

export interface ShareLinks {
  facebook: string;
  x: string;
  whatsapp: string;
  link: string;
  email: string;
  sms: string;
}

/** The links with each channel's campaign parameters, as the API builds them. */
export function pageLinks(participantId: string, given: Partial<ShareLinks> = {}): ShareLinks {
  const page = participantPageUrl(window.location.origin, participantId);
  return {
    facebook: given.facebook ?? shareLink(page, 'facebook'),
    x: given.x ?? shareLink(page, 'x'),
    whatsapp: given.whatsapp ?? shareLink(page, 'whatsapp'),
    link: given.link ?? shareLink(page, 'link'),
    email: given.email ?? shareLink(page, 'email'),
    sms: given.sms ?? shareLink(page, 'sms'),
  };
}

/** Opens a network's share dialog in a popup; false when the browser blocked it. */
function openPopup(url: string): boolean {
  const popup = window.open(url, '_blank', 'width=600,height=560');
  if (!popup) return false;
  popup.opener = null;
  return true;
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

/** 'shared', 'failed' (the spec's alert) or 'cancelled'. */
export type ShareOutcome = 'shared' | 'failed' | 'cancelled';

export async function shareOnFacebook(links: ShareLinks, text: string): Promise<ShareOutcome> {
  const outcome = await facebookDialog(links.facebook);
  if (outcome !== null) return outcome;
  return openPopup(socialShareUrl('facebook', links.facebook, text)) ? 'shared' : 'failed';
}

export function shareOn(network: 'x' | 'whatsapp', links: ShareLinks, text: string): ShareOutcome {
  return openPopup(socialShareUrl(network, links[network], text)) ? 'shared' : 'failed';
}

export async function copyLink(links: ShareLinks): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(links.link);
    return true;
  } catch {
    return false;
  }
}

export async function shareNatively(links: ShareLinks, text: string): Promise<boolean> {
  try {
    await navigator.share({ text, url: links.link });
    return true;
  } catch {
    // Closed without sharing, or the device refused: nothing to count or say.
    return false;
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
