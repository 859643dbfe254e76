// Counts and page sizes (spec sections 6 and 9). Image size lives in uploads.ts.
export const maxEmailRecipients = 100;
export const maxSmsRecipients = 30;
/**
 * Invitations one participant may send per day (product rule, issue 13): two full sends of each
 * kind. Enough for a family's whole address book on event day; too few to use a child's page for
 * spam. Counted per UTC day, across everyone who shares for that participant.
 */
export const dailyEmailInvitesPerParticipant = 2 * 100;
export const dailySmsInvitesPerParticipant = 2 * 30;
export const teamLeaderboardSize = 4;
export const maxParticipantsPerParent = 9;

/** Digits in a mobile number for text shares (section 5). */
export const mobileNumberDigits = 10;

export const pageSize = 5;
export const sponsorUpdatePageSize = 5;
export const defaultItemsPerPage = 10;
