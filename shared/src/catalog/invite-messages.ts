// What an invitation or reminder says around the template, per language: the email
// footer, the unsubscribe label, the SMS opt-out note and the reminder's own lines. Server-side
// only: the web pages never import it.
import type { ShareLanguage } from '../sharing/share-language';
import * as english from './sharing-messages';
import * as spanish from './sharing-messages.es';

export interface InviteMessages {
  inviteEmailFooter: string;
  unsubscribeLinkLabel: string;
  smsOptOutNote: string;
  reminderSubject: (participant: string, event: string) => string;
  reminderBody: (participant: string, event: string, endDate: string) => string;
  reminderLinkLabel: (participant: string) => string;
}

const pick = (messages: InviteMessages): InviteMessages => ({
  inviteEmailFooter: messages.inviteEmailFooter,
  unsubscribeLinkLabel: messages.unsubscribeLinkLabel,
  smsOptOutNote: messages.smsOptOutNote,
  reminderSubject: messages.reminderSubject,
  reminderBody: messages.reminderBody,
  reminderLinkLabel: messages.reminderLinkLabel,
});

const byLanguage: Record<ShareLanguage, InviteMessages> = { en: pick(english), es: pick(spanish) };

export function inviteMessagesFor(language: ShareLanguage = 'en'): InviteMessages {
  return byLanguage[language];
}
