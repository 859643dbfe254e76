// Counts and page sizes (spec sections 6 and 9). Image size lives in uploads.ts.
export const maxEmailRecipients = 100;
export const maxSmsRecipients = 30;
export const teamLeaderboardSize = 4;
export const maxParticipantsPerParent = 9;

/** Digits in a mobile number for text shares (section 5). */
export const mobileNumberDigits = 10;

export const pageSize = 5;
export const sponsorUpdatePageSize = 5;
export const defaultItemsPerPage = 10;
