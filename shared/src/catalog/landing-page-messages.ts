// The landing pages' messages (product wording: the spec's own, landingPageUrlTaken,
// fileTypeNotAllowed, imageFormatNotSupported, fileSizeLimitExceeded and videoUrlOnly, stay in
// messages.ts). Kept apart so the donor pages do not download the editor's wording.
export const landingUrlInvalid = 'Use 3 to 60 lowercase letters, digits and single hyphens.';
export const landingUrlAvailable = 'This URL is available.';
export const noSuchLandingPage = 'No such landing page.';
export const uploadNotFound = 'The image upload was not found. Please upload the image again.';
export const landingPageSaved = 'The landing page was saved.';
export const landingPageDeleted = 'The landing page was deleted.';
export const imageUploaded = 'The image was uploaded.';
export const uploadCancelled = 'The upload was cancelled.';
export const watchTheVideo = 'Watch the video';
