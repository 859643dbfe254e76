// The wording of the organizer's and teacher's prize pages (docs/prizes.md): what a save, a review
// decision or an award move confirms. Staff-facing: English only. The API's refusals are in
// prize-messages.ts, prize-award-messages.ts and student-page-messages.ts.
export const programmeSaved = 'The prize programme was saved.';
export const challengesSaved = 'The class challenges were saved.';

export const photoApproved = (name: string) => `The photo of ${name} is approved and shows on their page.`;
export const photoRejected = (name: string) => `The photo of ${name} was rejected.`;
export const photoTakenDown = (name: string) => `The photo of ${name} was removed from their page.`;
export const messageHidden = (name: string) => `The message of ${name} is hidden.`;
export const messageShown = (name: string) => `The message of ${name} shows again.`;
export const familyPhotosOn = 'Families may now add a photo; each one shows only after you approve it.';
export const familyPhotosOff = 'Families can no longer add a photo.';

/** "3 awards marked handed out." */
export const awardsMoved = (count: number, state: string) =>
  `${count} ${count === 1 ? 'award' : 'awards'} marked ${state}.`;
/** "2 awards could not be moved:" heads the list of refusals, each with the API's message. */
export const awardsRefused = (count: number) =>
  `${count} ${count === 1 ? 'award' : 'awards'} could not be moved:`;
/** A bulk move with no chosen award the move applies to. */
export const chooseAwardsFirst = (state: string) => `Choose awards that can be marked ${state} first.`;
