// Event day's server wording (docs/event-day.md): what the counting page, the organizer's event-day
// page and the API say about bibs, counting codes, laps and settings. Volunteers and families read
// the counting messages, so each has its Spanish beside it (eventday-messages.es.ts). Kept apart
// from messages.ts so the donor pages never download event day's wording.

export const maxCountingCodeLabelLength = 60;
/** Active (not expired, not revoked) codes a Thon may have at once: enough volunteers for any school. */
export const maxActiveCountingCodes = 50;
export const minCooldownSeconds = 5;
export const maxCooldownSeconds = 600;
export const defaultCooldownSeconds = 20;
export const minCorrectionReasonLength = 3;
export const maxCorrectionReasonLength = 200;
export const maxLapOpsPerBatch = 50;

// A counting code refused as a whole (401): the phone keeps its queue and shows these.
export const countingCodeNotValid = 'This counting code is not valid.';
export const countingCodeExpired = 'This counting code has expired.';
export const countingCodeRevoked = 'This counting code was revoked.';

export const countingCodeLabelRequired = `Please enter a label of 1 to ${maxCountingCodeLabelLength} characters (the volunteer's name, for example).`;
export const tooManyCountingCodes = `This Thon already has ${maxActiveCountingCodes} active counting codes. Revoke one you no longer need before making another.`;
export const cooldownInvalid = `The cooldown must be a whole number of seconds from ${minCooldownSeconds} to ${maxCooldownSeconds}.`;
export const settingsLockedCompleted = 'Event day settings cannot change once the Thon is completed.';
export const lapTokenInvalid = 'This is not a bib code: it has 12 letters and digits (2 to 7).';
export const lapOpsCount = `Send from 1 to ${maxLapOpsPerBatch} scans at a time.`;
export const scanIdInvalid = 'Each scan needs its own id (a UUID).';
export const scannedAtInvalid = 'Each scan needs the time it was made.';
export const lapCountInvalid = 'The number of laps must be a whole number of 0 or more.';
export const correctionReasonInvalid = `Please give a reason of ${minCorrectionReasonLength} to ${maxCorrectionReasonLength} characters.`;
export const runnerNotFound = 'This runner is not in this Thon.';
// RecordUnits on a runner whose laps are counted (a lap or a correction): the count owns the units.
export const lapsCountedOnEventDay = "This runner's laps are counted on event day: correct the count there.";
