// The invitation values as the table holds them: the data layer's own lists, so the API's names
// may change (the domain maps between them) while invitations already written still read.

export const storedInviteChannels = ['Email', 'Sms'] as const;
export type StoredInviteChannel = (typeof storedInviteChannels)[number];

/**
 * Sending: claimed, the provider not yet answered. Sent: the provider took it. Failed: the provider
 * refused it. Bounced, Complained: delivery feedback (the address is suppressed from then on).
 */
export const storedInviteStatuses = ['Sending', 'Sent', 'Failed', 'Bounced', 'Complained'] as const;
export type StoredInviteStatus = (typeof storedInviteStatuses)[number];

/** The language an invitation was written in, so its reminder reads the same. */
export const storedShareLanguages = ['en', 'es'] as const;
export type StoredShareLanguage = (typeof storedShareLanguages)[number];
