// The invitation email for one recipient: the event's template rendered for the participant, an
// optional personal note from the sender above it (plain text, its links removed: personal-note.ts),
// and the footer with the unsubscribe link. The text and HTML parts say the same; everything typed
// by people is escaped in the HTML.
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import type { ShareLanguage } from '@thon/shared/sharing/share-language';
import {
  renderTemplate,
  type PlaceholderValues,
  type ShareTemplates,
} from '@thon/shared/sharing/share-templates';
import { escapeHtml } from '../email-body';
import type { IdKey } from '../ports/id-key';
import type { Site } from '../ports/site';
import { plainPersonalNote } from './personal-note';
import { unsubscribeToken } from './unsubscribe-token';

export interface InviteEmailContent {
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string;
}

/** A paragraph in HTML with the page link made clickable. */
function htmlParagraph(paragraph: string, link: string): string {
  const escaped = escapeHtml(paragraph).replace(/\n/gu, '<br>');
  const escapedLink = escapeHtml(link);
  return `<p>${escaped.replaceAll(escapedLink, `<a href="${escapedLink}">${escapedLink}</a>`)}</p>`;
}

export async function inviteEmailContent(
  deps: { idKey: IdKey; site: Site },
  input: {
    templates: Pick<ShareTemplates, 'EmailSubject' | 'EmailBody'>;
    values: PlaceholderValues;
    recipient: string;
    personalNote?: string;
    /** The footer's language (English when absent). */
    language?: ShareLanguage;
  },
): Promise<InviteEmailContent> {
  const { inviteEmailFooter, unsubscribeLinkLabel } = inviteMessagesFor(input.language);
  const token = await unsubscribeToken(deps.idKey, input.recipient);
  const origin = deps.site.webOrigin().replace(/\/+$/u, '');
  const unsubscribePage = `${origin}/unsubscribe#t=${token}`;
  const body = renderTemplate(input.templates.EmailBody, input.values);
  const note = plainPersonalNote(input.personalNote ?? '');
  const paragraphs = [...(note ? [note] : []), ...body.split(/\n{2,}/u)];
  const link = input.values.EventUrl;
  return {
    // One line: a subject never carries a line break into the headers.
    subject: renderTemplate(input.templates.EmailSubject, input.values).replace(/\s+/gu, ' ').trim(),
    text: [...paragraphs, inviteEmailFooter, `${unsubscribeLinkLabel}: ${unsubscribePage}`].join('\n\n'),
    html: [
      ...paragraphs.map((paragraph) => htmlParagraph(paragraph, link)),
      `<hr><p style="font-size:12px;color:#555">${escapeHtml(inviteEmailFooter)} <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(unsubscribeLinkLabel)}</a></p>`,
    ].join('\n'),
    // The one-click POST of RFC 8058 goes to the API, which the web origin forwards.
    unsubscribeUrl: `${origin}/api/sharing/Unsubscribe?Token=${encodeURIComponent(token)}`,
  };
}
