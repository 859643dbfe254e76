// The admin console's confirmations of organization and user changes (product wording): each is a
// page's status line and its toast. The API's refusals stay in messages.ts; these are the
// console's own, kept apart (as franchise-console-messages.ts) so no other page downloads them.
export const organizationCreated = (name: string, franchise: string) =>
  `The organization ${name} was created in ${franchise}.`;
export const organizationSaved = (name: string) => `The organization ${name} was saved.`;
export const organizationMoved = (name: string, franchise: string) => `${name} now belongs to ${franchise}.`;
export const organizationOverrideCleared = (name: string, franchise: string) =>
  `${name} follows its ZIP again: it belongs to ${franchise}.`;
export const accessCodesForced = (name: string) =>
  `${name}'s participants now sign in only with access codes.`;
export const accessCodesOptional = (name: string) =>
  `${name}'s participants may sign in with a password again.`;
export const thonCommissionSaved = (name: string, percent: number) =>
  `${name}'s commission is now ${percent}%.`;
/** The name of the franchise of the organizations no franchise holds. */
export const directCustomers = 'Direct customers (no franchise)';

export const userInvited = (email: string) => `An invitation was sent to ${email}.`;
export const userRoleSaved = (name: string) => `${name}'s role was saved.`;
export const userDeactivated = (name: string) => `${name} was deactivated and signed out.`;
export const userReactivated = (name: string) => `${name} was reactivated.`;
export const resetLinkSent = (email: string) => `A reset link was sent to ${email}.`;

export const thonOrganizerHanded = (thon: string, organizer: string) =>
  `${thon} was handed to ${organizer}; it is now in their My Thons.`;
export const thonTeamLeaderAssigned = (leader: string, thon: string) => `${leader} was assigned to ${thon}.`;
export const thonTeamLeaderRemoved = (leader: string, thon: string) => `${leader} was removed from ${thon}.`;
export const thonTestMarkSaved = (thon: string, isTest: boolean) =>
  isTest ? `${thon} is now a test Thon.` : `${thon} is no longer a test Thon.`;
