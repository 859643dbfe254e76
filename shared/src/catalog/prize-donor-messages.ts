// What donors and families read about prizes: the prize card of the student page and the parent
// dashboard, the event page's programme and class challenges, and the family's message and photo
// controls. English texts with {{placeholders}}, used as the keys of the web's translation
// (web/src/i18n); their Spanish is prize-donor-messages.es.ts. Kept apart from messages.ts so only
// the pages showing prizes download them. The wording never presses a child: no count of what is
// left, no ranking.
export const prizeDonorTexts = {
  // The prize card.
  prizeCardHeading: 'Prize level',
  levelReached: 'Level reached: {{level}}',
  nextLevel: '{{perUnit}} more per {{unit}}, or {{once}} once, to reach the {{level}}',
  topLevelReached: 'Top level reached',
  // The family's part of the student page.
  familyMessageFrom: "A message from {{name}}'s family",
  photoOf: 'Photo of {{name}}',
  // The event page's programme.
  prizesHeading: 'Prizes',
  howPrizesWork: 'How prizes work: {{once}} given once counts as {{perUnit}} a {{unit}}.',
  everyLevelEarned: 'Each level reached earns its prizes.',
  topLevelEarned: 'Each runner receives the prizes of the highest level reached.',
  levelThreshold: '{{amount}} a {{unit}}',
  registeredLevel: 'Every registered runner',
  prizesLoading: 'Loading the prizes…',
  prizesNotLoaded: 'The prizes could not be loaded.',
  // The event page's class challenges.
  challengesHeading: 'Class challenges',
  challengeReward: 'Reward: {{reward}}',
  participationGoal: 'Goal: {{target}}% of the class with a pledge',
  donorsGoal: 'Goal: {{target}} donors',
  perChildGoal: 'Goal: {{target}} per child',
  raisedGoal: 'Goal: {{target}} raised',
  participationFigure: '{{value}}% with a pledge',
  donorsFigure: 'Donors: {{value}}',
  perChildFigure: '{{value}} per child',
  raisedFigure: '{{value}} raised',
  classProgress: '{{team}}: progress toward {{challenge}}',
  challengeMet: 'Met',
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
  photoFileHint: 'A JPEG, PNG or WebP photo, up to {{megabytes}} MB. Location and camera details are removed.',
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

export type PrizeDonorText = (typeof prizeDonorTexts)[keyof typeof prizeDonorTexts];
