// The invitation values between the table and the API. The table's strings are the data layer's
// (data/stored-values) and never change; the API's may. Each map is a full Record, so the type
// checker makes every stored value name its wire value, and a wire value added to the API cannot
// be stored unmapped.
import type { InviteChannel, InviteStatus } from '@thon/shared/api/schemas/sharing';
import type { ShareLanguage } from '@thon/shared/sharing/share-language';
import type {
  StoredInviteChannel,
  StoredInviteStatus,
  StoredShareLanguage,
} from '../../data/stored-values/sharing';

export const inviteChannelOnTheWire: Readonly<Record<StoredInviteChannel, InviteChannel>> = {
  Email: 'Email',
  Sms: 'Sms',
};

/** The channel a send names, as the table keys its invitations. */
export const storedInviteChannelOf: Readonly<Record<InviteChannel, StoredInviteChannel>> = {
  Email: 'Email',
  Sms: 'Sms',
};

export const inviteStatusOnTheWire: Readonly<Record<StoredInviteStatus, InviteStatus>> = {
  Sending: 'Sending',
  Sent: 'Sent',
  Failed: 'Failed',
  Bounced: 'Bounced',
  Complained: 'Complained',
};

/** The language a send names, as its invitations keep it for their reminders. */
export const storedShareLanguageOf: Readonly<Record<ShareLanguage, StoredShareLanguage>> = {
  en: 'en',
  es: 'es',
};

/** A stored invitation's language, to pick its reminder's templates. */
export const shareLanguageOfStored: Readonly<Record<StoredShareLanguage, ShareLanguage>> = {
  en: 'en',
  es: 'es',
};
