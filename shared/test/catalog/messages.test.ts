import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';

// Every message, typed here character for character. Note the two spaces in
// fileTypeNotAllowed, passwordResetSent and socialPostFailed, as in the spec.
const fixed: Record<string, string> = {
  // Section 5
  enterUsername: 'Please enter a username',
  enterPassword: 'Please enter a password',
  reviewRequiredFields: 'Please review required fields',
  enterAccessCode: 'Please enter access code',
  enterRequiredFields: 'Please enter the required fields.',
  socialEmailRequired: 'You must provide the Email Address.',
  invalidEventCode: 'Sorry, that code is not valid.',
  landingPageUrlTaken: 'URL already exists. Please try another.',
  // Section 5, product wording
  mustAgreeToTerms: 'You must agree to the terms and conditions.',
  mobileNumberLength: 'Mobile numbers must be 10 digits.',
  minimumGoalNotMet: 'The minimum goal is $1.',
  minimumTransactionNotMet: 'The minimum transaction is $1 per pledge.',
  selectParticipant: 'Please select a participant.',
  // Product wording: the donor's pledge pages and card entry.
  chooseAmount: 'Please choose or enter an amount.',
  cardExpired: 'This card has expired.',
  cardServiceUnreachable: 'We could not reach the card service. Please try again.',
  pledgeThanks: 'Thank you for your pledge!',
  pledgePendingExplained:
    'Your pledge is pending: please confirm it from the email we sent you. It counts once you do.',
  pledgeUpdated: 'Your pledge was updated.',
  pledgeCancelled: 'Your pledge was cancelled.',
  pledgeConfirmed: 'Your pledge is confirmed. Thank you!',
  pledgeLinkMissing: 'Open the link in your pledge email to manage your pledge.',
  commissionTooHigh: 'The commission cannot be more than 60%.',
  imageTooLarge: 'The maximum image size is 8 MB.',
  videoUrlOnly: 'Please enter a YouTube or Vimeo video URL.',
  participantImportFieldsRequired: 'participant import needs first name, last name and goal',
  invalidEmailFormat: 'One or more email addresses are not valid. Please correct them and send again.',
  resultOutOfRange: 'result not in valid range',
  // Section 8
  loginFailedTitle: 'Error',
  loginFailed: 'Please check your input and then try again.',
  accountInactive: 'Your account is not active. Please contact administrator.',
  accountNotFound: 'Sorry, we could not find that account',
  eventEnded: 'Event end date has passed.',
  accessCodeLoginFailed: 'Unable to login. Please contact support.',
  accessCodeInvalid: 'Access code invalid.',
  emailAlreadyExists: 'Email already exists.',
  facebookLoginFailed: 'Unable to login using facebook.',
  contactFailed: 'Something went wrong!',
  contactSent: 'Your message has been successfully sent.',
  ticketNotCreated: 'Unable to create ticket. Please email support.',
  invalidCaptcha: 'Invalid Captcha',
  invalidData: 'Invalid Data',
  invalidUnits: 'Invalid units.',
  fileSizeLimitExceeded: 'File size limit exceeded',
  fileTypeNotAllowed: 'That file type is not allowed.  Please upload an image.',
  imageFormatNotSupported: 'That Image format is not supported.',
  thonNotCreated: 'There was a problem creating your Thon. Please contact administrator.',
  alreadyInvited: 'You have already invited this person.',
  alreadyParticipating: 'This event has already been participated by you.',
  teamLeaderAlreadyAssigned: 'Already assigned a Team Leader for this Team.',
  pledgesNeedReview:
    'Action complete but some pledges may have issues. Please click on pledges tab to review.',
  participantsNotImported: 'Some participants are not imported.',
  valueNotValid: 'The value entered is not valid',
  socialPostFailed: 'An error occured and the post was not published.  Please try again later.',
  // Product wording: the edge's (WAF) per-address rate limit.
  tooManyRequests: 'Too many requests from your network. Please wait a few minutes and try again.',
  // Product wording: Cognito throttled or failing; says nothing about the password.
  signInServiceBusy: 'Sign-in is busy right now. Please try again in a moment.',
  // Product wording: a completed Thon past its retention period names no child.
  participantsNoLongerListed:
    'Participants are no longer listed for this Thon. The totals above include everyone.',
  // Product wording: a child a parent creates waits for the organizer's approval.
  nameCharactersOnly: 'Names may use only letters, spaces, apostrophes and hyphens.',
  waitingForApproval: 'Waiting for approval',
  approvalExplained:
    "The Thon's organizer approves new participants. Until then their page is not public and invitations cannot be sent.",
  participantAwaitsApproval:
    "This participant is waiting for the organizer's approval. Please try again once they are approved.",
  participantNotAwaitingApproval: 'This participant is not waiting for approval.',
  noneAwaitingApproval: 'No participants are waiting for approval.',
  localStorageNotSupported: 'LOCAL_STORAGE_NOT_SUPPORTED',
  cookiesNotSupported: 'COOKIES_NOT_SUPPORTED',
  // Product wording: the API's own answers (domain errors mapped by the platform).
  pleaseSignIn: 'Please sign in.',
  noAccess: 'You do not have access to this.',
  notFound: 'Not found.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  changedAtTheSameTime: 'That was changed at the same time. Please try again.',
  noSuchUser: 'No such user.',
  noSuchEvent: 'No such event.',
  noSuchParticipant: 'No such participant.',
  noSuchTeam: 'No such team.',
  noSuchParticipantInEvent: 'No such participant in this event.',
  requestTooLarge: 'The request is too large.',
  requestBodyNotJson: 'The request body must be valid JSON.',
  textNotWellFormed: 'The text entered contains a character that is not valid.',
  qrCodeNotValid: 'The QR code is not valid.',
  tokenNotYourSession: 'That token is not your session.',
  resetLinkInvalid: 'This password reset link has expired or was already used.',
  sessionsNotEnded:
    'Your password was changed, but we could not sign you out on your other devices. Please use the same link again to finish.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  accessCodeTaken: 'That access code is already in use.',
  cachesBeingCleared: 'CloudFront is removing its copies of public data; this takes a few minutes.',
  noDistribution: 'No CloudFront distribution is configured.',
  nothingToInvalidate: 'Nothing to invalidate.',
  importGoalNotPositive: 'Goal must be a positive number',
  importNameTooLong: 'Name is too long.',
  resetEmailSubject: 'Reset your Thon password',
  resetEmailIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  // Product wording: the go-live gate.
  payoutAccountBeforeLive: "Connect your organization's payout account before the Thon goes live.",
  // Product wording: donor pages and pledge lists.
  noPledgesYet: 'No pledges yet.',
  noPledgesMade: 'You have not made any pledges yet.',
  pledgesNotLoaded: 'The pledges could not be loaded. Please try again.',
  linkCopied: 'Link copied.',
  linkNotCopied: 'The link could not be copied. Copy it from the address bar.',
  pledgeNotRecorded: 'The pledge could not be recorded. Please try again.',
  noPledgesMatch: 'No pledges match these filters.',
  // Product wording: pledges, card refusals and the manage link.
  pledgesNotOpenYet: 'Pledges open when this Thon goes live.',
  pledgesClosed: 'This Thon has ended and no longer takes pledges. Thank you for your support!',
  pledgesNeedPayoutAccount: 'This Thon cannot take payments yet. Please try again later.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required.',
  idempotencyKeyReused: 'This request was already used for a different pledge.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardInsufficientFunds: 'Your card has insufficient funds. Please use another card.',
  cardNeedsAuthentication:
    'Your bank asks you to confirm this card, which this form cannot do yet. Please use another card.',
  cardNotUsable: 'That card could not be used. Please check it or use another card.',
  tooManyDeclines: 'Too many declined cards. Please try again in an hour.',
  tooManyPledges: 'Too many pledges at once. Please try again in an hour.',
  pledgeCaptchaRequired:
    'Many cards were tried from your network. Please tick the box to show you are not a robot, then try again.',
  pledgeLimitCaptchaRequired:
    'Many pledges were made from your network. Please tick the box to show you are not a robot, then try again.',
  tooManyCardChanges: 'This pledge has had too many card changes today. Please try again tomorrow.',
  cardDeclinedLinkRenewed:
    'Your card was declined. For your security, this link no longer works: we have emailed you a new one.',
  newManageLinkNotice:
    'A card was declined on your pledge, so your old link no longer works. Please use the link below to manage your pledge.',
  pledgeLinkInvalid: 'This pledge link is not valid. Please use the link in your latest email.',
  pledgeNotEditable: 'This pledge can no longer be changed.',
  pledgeNotPending: 'This pledge does not need confirming.',
  anonymousDonor: 'Anonymous',
  pledgeEmailCharge:
    'Your card is saved with our payment processor and charged once the units are final. We email you the amount before we charge it.',
  manageLinkLabel: 'Manage your pledge',
  confirmLinkLabel: 'Confirm your pledge',
  manageLinkNote: 'Keep this email: the link lets you change or cancel your pledge until the Thon ends.',
  // Product wording: pledge processing emails.
  chargeFailedDeclined:
    'Your card was declined when we tried to charge your pledge. Please add another card with the link below and we will try again.',
  chargeFailedAuthentication:
    'Your bank asks you to confirm this payment. Please open the link below to use another card, and we will try again.',
  updateCardLinkLabel: 'Update your card',
  // Product wording: refunds, retries and the provider's webhook.
  pledgeNotRefundable: 'Only a charged pledge can be refunded.',
  refundTooLarge: 'A refund cannot be more than what is left of the charge.',
  refundNeedsSuperAdmin:
    'Refunds over $500, or of a charge more than 60 days old, can only be made by a super admin. Please contact Thon support.',
  refundInProgress: 'Another refund of this pledge is in progress. Please wait a moment and try again.',
  noChargesToRetry: 'Charges can be retried once the Thon has completed.',
  participantUnitsFinal: 'Units can no longer be changed: this participant is completed.',
  offlinePledgeAfterCompletion:
    'This Thon has completed, so only a super admin can record cash or checks now. Please contact Thon support.',
  noSuchPledge: 'No such pledge.',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  // Product wording: the organizer's processing section, refunds and completing a participant.
  processingReportNotLoaded: 'The processing report could not be loaded. Please try again.',
  pledgeChargeRefusedHelp:
    'We could not charge the card on this pledge. Give another card and we will charge your pledge again right away.',
  // Product wording: franchises and their territories.
  territoryEmpty: 'A territory needs at least one state or ZIP prefix.',
  zipPrefixNotValid: 'A ZIP prefix is 1 to 5 digits.',
  territoryStateNotValid: 'Please choose the states from the list.',
  // Product wording: organizations in the franchise model.
  organizationZipNotValid: 'A ZIP code is 5 digits, or ZIP+4 (12345-6789).',
  organizationOutsideTerritory:
    "This ZIP code is outside your franchise's territory, so the organization would not be yours. Ask the platform to add it.",
  // Product wording: paged lists of the admin console.
  pageCursorNotValid: 'This page of the list is no longer available. Start again from the first page.',
  // Product wording: users of the admin console.
  lastSuperAdminKept: 'The last active super admin cannot be demoted or deactivated.',
  franchiseRoleNeedsFranchise: 'A franchisee role needs a franchise.',
  onlyFranchiseRolesHaveFranchise: 'Only a franchisee role belongs to a franchise.',
  inviteEmailSubject: 'Your Thon account is ready',
  inviteEmailLater:
    'If the link has expired, ask for a password reset with this email address on the sign-in page.',
  // Product wording: reference lists of the admin console.
  referenceListNameRequired: 'Every entry needs a name.',
  referenceListChangedMeanwhile:
    'Someone else saved this list meanwhile. Reload it to see their changes, then make yours again.',
  // Product wording: franchise staff, sign-in rules and test Thons.
  notFranchiseTeamLeader: "This user is not an active team leader of the Thon's franchise.",
  notActiveOrganizer: 'This user is not an active organizer.',
  franchiseIdRequired: 'Choose a franchise.',
  participantsUseAccessCode:
    'Your school asks participants to sign in with their access code. Please use the access code on your card.',
  franchiseSuspendedSignIn:
    'Your franchise is suspended, so its accounts cannot sign in. Please contact administrator.',
  franchiseSuspendedThonNotLive:
    'This franchise is suspended, so its Thons cannot go live. Please contact administrator.',
  thonTestMarkLocked: 'A Thon can be marked or unmarked as a test Thon only while it is a draft.',
};

const templated = [
  'initialPledgeTooSmall',
  'pledgeManageLinkSent',
  'pledgeRateNeedsConfirming',
  'oneTimeGiftTooSmall',
  'passwordResetSent',
  'cachesNotCleared',
  'resetEmailGreeting',
  'resetEmailRequest',
  'resetEmailInstruction',
  'inviteEmailRequest',
  'inviteEmailInstruction',
  'firstSupporter',
  'offlinePledgeRecorded',
  'pledgesExported',
  'pledgeEmailSubject',
  'giftEmailSubject',
  'pendingEmailSubject',
  'pledgeEmailGreeting',
  'pledgeEmailPerUnit',
  'pledgeEmailPending',
  'giftEmailCharged',
  'emailBreakdown',
  'preChargeSubject',
  'preChargeNotice',
  'receiptSubject',
  'receiptCharged',
  'chargeFailedSubject',
  'disputeEmailSubject',
  'disputeEmailNotice',
  'newManageLinkSubject',
  'failedChargesRetried',
  'pledgeRefunded',
  'participantCompleted',
  'participantApproved',
  'participantRejected',
  'territoryOverlaps',
  'overlapZipPrefix',
  'overlapZipPrefixInState',
  'referenceListCodeRepeated',
  'referenceListCodeRemoved',
];

describe('messages', () => {
  it('exports exactly the messages pinned here', () => {
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(fixed), ...templated].sort());
  });

  it.each(Object.entries(fixed))('%s', (name, text) => {
    expect(messages[name as keyof typeof messages]).toBe(text);
  });

  it('the reference-list editor', () => {
    expect(messages.referenceListCodeRepeated('XL')).toBe('The code XL is in the list twice.');
    expect(messages.referenceListCodeRemoved('XL')).toBe(
      'The code XL cannot be removed, since records may use it: retire it instead.',
    );
  });

  it('pledgeManageLinkSent', () => {
    expect(messages.pledgeManageLinkSent('pat@example.org')).toBe(
      'We emailed pat@example.org a link to manage your pledge.',
    );
  });

  it('pledgeRateNeedsConfirming', () => {
    expect(messages.pledgeRateNeedsConfirming(5, 'lap')).toBe(
      'A rate above $5 per lap waits for you to confirm it from the email we send.',
    );
  });

  it('cachesNotCleared', () => {
    expect(messages.cachesNotCleared('Nothing to invalidate.')).toBe(
      'Nothing to invalidate. Public data expires by s-maxage.',
    );
  });

  it('the password reset email', () => {
    expect(messages.resetEmailGreeting('Pat')).toBe('Hello Pat,');
    expect(messages.resetEmailRequest('pat7')).toBe(
      'We received a request to reset the password of your Thon account (username: pat7).',
    );
    expect(messages.resetEmailInstruction('1 hour')).toBe(
      'Choose a new password with this link within 1 hour. It works once.',
    );
  });

  it('the invitation email', () => {
    expect(messages.inviteEmailRequest('pat@example.org')).toBe(
      'An account was created for you on Thon (username: pat@example.org).',
    );
    expect(messages.inviteEmailInstruction('1 hour')).toBe(
      'Choose your password with this link within 1 hour. It works once.',
    );
  });

  it('passwordResetSent', () => {
    expect(messages.passwordResetSent('pat@example.org')).toBe(
      'Thanks, we have emailed a password reset link to pat@example.org.  This link will only be valid for 1 hour.',
    );
  });

  it('initialPledgeTooSmall', () => {
    expect(messages.initialPledgeTooSmall(5)).toBe('Your initial pledge must be at least $5.');
    expect(messages.initialPledgeTooSmall(0.3)).toBe('Your initial pledge must be at least $0.30.');
  });

  it('oneTimeGiftTooSmall', () => {
    expect(messages.oneTimeGiftTooSmall(10)).toBe('One-time gifts must be at least $10.');
  });

  it('the dispute email to the organizer', () => {
    expect(messages.disputeEmailSubject('Ava Adams')).toBe('A payment for Ava Adams is disputed');
    expect(messages.disputeEmailNotice('Dana Donor', '$40.00', 'Ava Adams', 'Lincoln Thon')).toBe(
      "Dana Donor's bank disputed the $40.00 payment to Ava Adams in Lincoln Thon. It no longer counts in the amount raised, and the payment is marked Disputed in your pledges report.",
    );
  });

  it('firstSupporter', () => {
    expect(messages.firstSupporter('Ava J.')).toBe('Be the first to support Ava J.!');
  });

  it('offlinePledgeRecorded', () => {
    expect(messages.offlinePledgeRecorded(25, 'Ava Adams')).toBe('Recorded $25 for Ava Adams.');
    expect(messages.offlinePledgeRecorded(12.5, 'Ben Brown')).toBe('Recorded $12.50 for Ben Brown.');
  });

  it('participantApproved and participantRejected', () => {
    expect(messages.participantApproved('Rory Ashdown')).toBe(
      'Rory Ashdown is approved and shown on the public pages.',
    );
    expect(messages.participantRejected('Rory Ashdown')).toBe('Rory Ashdown was removed from this Thon.');
  });

  it('pledgesExported', () => {
    expect(messages.pledgesExported(1)).toBe('Exported 1 pledge.');
    expect(messages.pledgesExported(23)).toBe('Exported 23 pledges.');
  });

  it('failedChargesRetried', () => {
    expect(messages.failedChargesRetried(1)).toBe('1 pledge is queued for another charge.');
    expect(messages.failedChargesRetried(3)).toBe('3 pledges are queued for another charge.');
  });

  it('pledgeRefunded', () => {
    expect(messages.pledgeRefunded(undefined, 'Pat Lee')).toBe("Refunded Pat Lee's pledge in full.");
    expect(messages.pledgeRefunded(12.5, 'Pat Lee')).toBe("Refunded $12.50 of Pat Lee's pledge.");
  });

  it('newManageLinkSubject', () => {
    expect(messages.newManageLinkSubject('Ava A.')).toBe('A new link for your pledge for Ava A.');
  });

  it('participantCompleted', () => {
    expect(messages.participantCompleted('Ava Adams', 1)).toBe(
      "Ava Adams's units are final: 1 pledge is queued for charging.",
    );
    expect(messages.participantCompleted('Ava Adams', 4)).toBe(
      "Ava Adams's units are final: 4 pledges are queued for charging.",
    );
  });

  it('the territory overlap and its parts', () => {
    expect(messages.territoryOverlaps('North Texas Thons', 'TX, ZIP prefix 750')).toBe(
      'This territory overlaps the territory of North Texas Thons: TX, ZIP prefix 750.',
    );
    expect(messages.overlapZipPrefix('750')).toBe('ZIP prefix 750');
    expect(messages.overlapZipPrefixInState('7', 'OK')).toBe('ZIP prefix 7 in OK');
  });
});
