// Product privacy settings, not constants of the spec.

/**
 * Days after a completed Thon's end date during which its public pages still name its children
 * (first name and last initial); after that they list nobody and student pages answer 404, while
 * totals stay. A deployment may set PUBLIC_NAMES_RETENTION_DAYS on the functions to change it.
 */
export const publicNamesRetentionDays = 30;
