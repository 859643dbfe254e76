// Share links: the participant's page with the campaign parameters that attribute a visit, and the
// pledges made from it, to the channel and template (RecordVisit reads them).
export const shareSources = ['email', 'sms', 'facebook', 'x', 'whatsapp', 'link'] as const;
export type ShareSource = (typeof shareSources)[number];

export const shareCampaign = 'share';

const mediumOf: Record<ShareSource, string> = {
  email: 'email',
  sms: 'sms',
  facebook: 'social',
  x: 'social',
  whatsapp: 'social',
  link: 'referral',
};

/** The participant's page, without campaign parameters. */
export function participantPageUrl(webOrigin: string, participantId: string): string {
  return `${webOrigin.replace(/\/+$/u, '')}/student/${encodeURIComponent(participantId)}`;
}

/** The page with utm_source, utm_medium, utm_campaign=share and the template id. */
export function shareLink(pageUrl: string, source: ShareSource, templateId?: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('utm_source', source);
  url.searchParams.set('utm_medium', mediumOf[source]);
  url.searchParams.set('utm_campaign', shareCampaign);
  if (templateId) url.searchParams.set('templateId', templateId);
  return url.toString();
}

/**
 * A guest-share text with the channel's link in place of {EventUrl}. The API answers guest-share
 * texts with {EventUrl} left in, because each channel (X, WhatsApp, email, copy) has its own link.
 */
export function fillLink(text: string, link: string): string {
  return text.replaceAll('{EventUrl}', link);
}

/** The social networks' own share dialogs (no SDK, no tracking script on our pages). */
export function socialShareUrl(network: 'facebook' | 'x' | 'whatsapp', link: string, text: string): string {
  const filled = fillLink(text, link);
  const withLink = filled.includes(link) ? filled : `${filled} ${link}`;
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
    case 'x':
      return `https://x.com/intent/post?text=${encodeURIComponent(withLink)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(withLink)}`;
  }
}
