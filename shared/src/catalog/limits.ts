// Counts and page sizes (spec sections 6 and 9). Image size lives in uploads.ts.
export const maxEmailRecipients = 100;
export const maxSmsRecipients = 30;
/**
 * Invitations one participant may send per day (a product rule, not the spec's): two full sends of each
 * kind. Enough for a family's whole address book on event day; too few to use a child's page for
 * spam. Counted per UTC day, across everyone who shares for that participant.
 */
export const dailyEmailInvitesPerParticipant = 2 * 100;
export const dailySmsInvitesPerParticipant = 2 * 30;
/**
 * Invitations one account may send per UTC day, for all the children it shares for: a parent of
 * several children, or a teacher sharing for a class, sends a few full sends; a stolen or scripted
 * account cannot text hundreds of numbers (SMS costs money per message).
 */
export const dailyEmailInvitesPerSender = 5 * 100;
export const dailySmsInvitesPerSender = 4 * 30;
/**
 * Invitations one Thon may send per UTC day, everyone together: a school of 600 on event day,
 * a few hundred families sending a full text send each. Bounds what one event can cost (2,000
 * texts are about $17 at US prices); the SNS monthly spend limit bounds the account.
 */
export const dailyEmailInvitesPerEvent = 20_000;
export const dailySmsInvitesPerEvent = 2_000;
export const teamLeaderboardSize = 4;
export const maxParticipantsPerParent = 9;

/** Digits in a mobile number for text shares (section 5). */
export const mobileNumberDigits = 10;

export const pageSize = 5;
export const sponsorUpdatePageSize = 5;
export const defaultItemsPerPage = 10;
