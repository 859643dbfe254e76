// The franchisee pages' own wording (calendar, its feed, dashboard): confirmations and notes only
// these pages show, kept apart (as franchise-console-messages.ts) so no other page downloads them.
export const calendarFeedCreated = 'Your calendar feed is ready. Copy its address into your calendar app.';
export const calendarFeedReplaced =
  'A new calendar feed is ready. The previous address no longer works: subscribe with this one.';
export const calendarFeedRevoked = 'The calendar feed is revoked. Its address no longer works.';
export const calendarFeedNothingToRevoke = 'There was no calendar feed to revoke.';
export const feedAddressCopied = 'Feed address copied.';
export const feedAddressNotCopied = 'The address could not be copied. Select it and copy it yourself.';
/** A vendor reaches /shop/franchiseecalander from the spec's list while their vendor serves no franchise. */
export const calendarNotForVendorsYet =
  'The franchise calendar opens to vendors once your account is linked to the franchises you supply. Please contact administrator.';
export const chooseFranchiseForCalendar = 'Choose a franchise to see its calendar.';
