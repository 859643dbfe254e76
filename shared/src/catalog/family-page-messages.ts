// The parent dashboard's controls of a child's student page: the message editor and the photo
// with its consent. English texts with {{placeholders}}, keys of the web's translation; their
// Spanish is in prize-donor-messages.es.ts. A module of its own, so donor pages never load it.
export const familyPageTexts = {
  // The parent dashboard's message editor.
  messageHeading: "Your message on {{name}}'s page",
  messageLabel: 'Message',
  messageCounter: '{{used}} of {{max}} characters',
  saveMessage: 'Save message',
  removeMessage: 'Remove message',
  messageSaved: 'Your message was saved.',
  messageRemoved: 'Your message was removed.',
  messageHidden: 'Hidden by the organizer',
  // The parent dashboard's photo.
  photoHeading: "Photo on {{name}}'s page",
  photoConsent: "I agree to show this photo on {{name}}'s page",
  photoConsentHint: 'Tick the box first: the photo is shown only after the organizer approves it.',
  choosePhoto: 'Choose a photo',
  photoFileHint:
    'A JPEG, PNG or WebP photo, up to {{megabytes}} MB. Location and camera details are removed.',
  uploadingPhoto: 'Uploading the photo',
  cancelUpload: 'Cancel upload',
  checkingPhoto: 'Checking the photo…',
  photoPending: "Waiting for the organizer's approval",
  photoApproved: 'Shown on the page',
  photoRejected: 'The organizer did not approve this photo.',
  removePhoto: 'Remove photo',
  photoSent: 'The photo was sent for approval.',
  photoRemoved: 'The photo was removed.',
  photoUploadCancelled: 'The upload was cancelled.',
  photoUploadFailed: 'The photo could not be uploaded. Please try again.',
} as const;
