// SMS are billed per segment, by AWS and by the carriers: a message of GSM-7 characters fits 160
// in one segment and 153 per segment when split; any other character makes it UCS-2 (70, then 67).
// The invitation the product sends (its default template with a link to the runner's page and the
// opt-out note) is measured here, so the model prices the segments a real invitation takes.
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import { participantPageUrl, shareLink } from '@thon/shared/sharing/share-links';
import { defaultShareTemplates, renderTemplate, templateId } from '@thon/shared/sharing/share-templates';

// GSM 03.38's basic set; the extension characters (^{}\[~]|€) take two places each.
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';

export function smsSegments(text: string): number {
  const characters = [...text];
  const gsm = characters.every(
    (character) => gsmBasic.includes(character) || gsmExtension.includes(character),
  );
  if (gsm) {
    const septets = characters.reduce(
      (sum, character) => sum + (gsmExtension.includes(character) ? 2 : 1),
      0,
    );
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  // UCS-2 counts UTF-16 code units (an emoji takes two).
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/**
 * The invitation SMS as sent with the default template (functions/src/domain/sharing/sms-invites.ts):
 * a typical runner and Thon name, the page of a runner (a UUID) on a short custom domain.
 */
export function typicalInvitationSms(): string {
  const page = participantPageUrl('https://thon.example.org', '3f2b8c1e-5d4a-4b6f-9e21-7c0d8a9b1f34');
  const link = shareLink(page, 'sms', templateId('sms', 0));
  const text = renderTemplate(defaultShareTemplates.Sms, {
    ParticipantName: 'Olivia M.',
    EventName: 'Lincoln Elementary Fun Run',
    EventUrl: link,
    UnitName: 'lap',
    MinUnits: '0',
    MaxUnits: '40',
  });
  return `${text} ${inviteMessagesFor('en').smsOptOutNote}`;
}
