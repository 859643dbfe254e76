// The wording of a student page a family makes its own (docs/prizes.md): the family's message and
// photo, and the organizer's review. Kept apart from messages.ts so only these pages and functions
// load it. A parent reads the family-facing refusals, so those have Spanish beside them
// (student-page-messages.es.ts); the review's wording is staff-facing, English only.
export const maxStudentPageMessageLength = 280;

// Family-facing (translated).
export const studentPageMessageTooLong = `A message can be at most ${maxStudentPageMessageLength} characters.`;
export const studentPageMessageHasLink =
  "Please leave links out of the message: a student's page does not show links.";
export const studentPhotoConsentRequired = 'Please confirm you agree to show this photo on the page.';
export const familyPhotosNotAllowed = 'This Thon does not allow photos.';
export const studentPhotoTypeNotAllowed = 'Please choose a JPEG, PNG or WebP photo.';
export const studentPageNotEditable = "You cannot change this student's page.";
export const studentPhotoUploadNotFound = 'This photo upload was not found. Please upload the photo again.';

// Staff-facing (English only).
export const studentPhotoChanged =
  'This photo was replaced or removed after you loaded it. Reload to see the current photo.';
export const studentPageDecisionRequired = 'Choose a photo decision or whether to hide the message.';
export const studentPhotoIdRequired = 'PhotoId is required with a photo decision.';
