// Every message a person reads (spec sections 5 and 8), worded and spaced exactly as the spec
// gives them: two spaces after a full stop where the spec has two. Messages the spec only
// describes are marked "product wording"; figures in messages come from the constants.
import { maxCommissionPercent, minimumGoal, minimumPledge } from './donations';
import { formatDollars } from './money-format';
import { mobileNumberDigits } from './limits';
import { passwordResetLinkValidity } from './timing';
import { maxImageMegabytes } from './image-size';

// Section 5: login and forms.
export const enterUsername = 'Please enter a username';
export const enterPassword = 'Please enter a password';
export const reviewRequiredFields = 'Please review required fields';
export const enterAccessCode = 'Please enter access code';
export const enterRequiredFields = 'Please enter the required fields.';
export const socialEmailRequired = 'You must provide the Email Address.';
export const invalidEventCode = 'Sorry, that code is not valid.';
export const landingPageUrlTaken = 'URL already exists. Please try another.';

// Section 5: constant messages the spec describes without wording (product wording). The
// configured minimums are inclusive like the spec's (a $0.30 rate is allowed), hence "at least".
// "Image only" is fileTypeNotAllowed and "units invalid" is invalidUnits, from section 8.
export const mustAgreeToTerms = 'You must agree to the terms and conditions.';
export const mobileNumberLength = `Mobile numbers must be ${mobileNumberDigits} digits.`;
export const minimumGoalNotMet = `The minimum goal is ${formatDollars(minimumGoal)}.`;
export const minimumTransactionNotMet = `The minimum transaction is ${formatDollars(minimumPledge)} per pledge.`;
export const initialPledgeTooSmall = (minimum: number) =>
  `Your initial pledge must be at least ${formatDollars(minimum)}.`;
export const oneTimeGiftTooSmall = (minimum: number) =>
  `One-time gifts must be at least ${formatDollars(minimum)}.`;
export const selectParticipant = 'Please select a participant.';
export const commissionTooHigh = `The commission cannot be more than ${maxCommissionPercent}%.`;
export const imageTooLarge = `The maximum image size is ${maxImageMegabytes} MB.`;
export const videoUrlOnly = 'Please enter a YouTube or Vimeo video URL.';
// These two keep the spec's own words (the issues quote them as the message text).
export const participantImportFieldsRequired = 'participant import needs first name, last name and goal';
export const invalidEmailFormat =
  'One or more email addresses are not valid. Please correct them and send again.';
export const resultOutOfRange = 'result not in valid range';

// Section 8: login and accounts.
export const loginFailedTitle = 'Error';
export const loginFailed = 'Please check your input and then try again.';
export const accountInactive = 'Your account is not active. Please contact administrator.';
export const accountNotFound = 'Sorry, we could not find that account';
export const passwordResetSent = (email: string) =>
  `Thanks, we have emailed a password reset link to ${email}.  This link will only be valid for ${passwordResetLinkValidity}.`;
export const eventEnded = 'Event end date has passed.';
export const accessCodeLoginFailed = 'Unable to login. Please contact support.';
export const accessCodeInvalid = 'Access code invalid.';
export const emailAlreadyExists = 'Email already exists.';
export const facebookLoginFailed = 'Unable to login using facebook.';

// Section 8: contact form.
export const contactFailed = 'Something went wrong!';
export const contactSent = 'Your message has been successfully sent.';
export const ticketNotCreated = 'Unable to create ticket. Please email support.';

// Section 8: everything else.
export const invalidCaptcha = 'Invalid Captcha';
export const invalidData = 'Invalid Data';
export const invalidUnits = 'Invalid units.';
export const fileSizeLimitExceeded = 'File size limit exceeded';
export const fileTypeNotAllowed = 'That file type is not allowed.  Please upload an image.';
export const imageFormatNotSupported = 'That Image format is not supported.';
export const thonNotCreated = 'There was a problem creating your Thon. Please contact administrator.';
/** A Thon's test mark moves its money between test and live mode: only before any money moved. */
export const thonTestMarkLocked = 'A Thon can be marked or unmarked as a test Thon only while it is a draft.';
export const alreadyInvited = 'You have already invited this person.';
export const alreadyParticipating = 'This event has already been participated by you.';
export const teamLeaderAlreadyAssigned = 'Already assigned a Team Leader for this Team.';
export const pledgesNeedReview =
  'Action complete but some pledges may have issues. Please click on pledges tab to review.';
export const participantsNotImported = 'Some participants are not imported.';
export const valueNotValid = 'The value entered is not valid';
export const socialPostFailed = 'An error occured and the post was not published.  Please try again later.';
/** Product wording: the edge's per-address rate limit (WAF) answers 429 with this. */
export const tooManyRequests =
  'Too many requests from your network. Please wait a few minutes and try again.';
/** Our wording: the password service (Cognito) is throttled or failing; nothing about the password. */
export const signInServiceBusy = 'Sign-in is busy right now. Please try again in a moment.';

// Section 8: notifications reported when browser storage is missing (codes, not shown to people).
export const localStorageNotSupported = 'LOCAL_STORAGE_NOT_SUPPORTED';
export const cookiesNotSupported = 'COOKIES_NOT_SUPPORTED';

// Children's privacy: a completed Thon past its retention period names no child on its public pages.
export const participantsNoLongerListed =
  'Participants are no longer listed for this Thon. The totals above include everyone.';

// A child a parent creates waits for the organizer's approval (product wording).
export const nameCharactersOnly = 'Names may use only letters, spaces, apostrophes and hyphens.';
export const waitingForApproval = 'Waiting for approval';
export const approvalExplained =
  "The Thon's organizer approves new participants. Until then their page is not public and invitations cannot be sent.";
export const participantAwaitsApproval =
  "This participant is waiting for the organizer's approval. Please try again once they are approved.";
export const participantNotAwaitingApproval = 'This participant is not waiting for approval.';
export const noneAwaitingApproval = 'No participants are waiting for approval.';
export const participantApproved = (name: string) => `${name} is approved and shown on the public pages.`;
export const participantRejected = (name: string) => `${name} was removed from this Thon.`;

// Answers of the API itself (product wording): the platform maps domain errors to these.
export const pleaseSignIn = 'Please sign in.';
export const noAccess = 'You do not have access to this.';
export const notFound = 'Not found.';
/** A fault on our side: says nothing about what failed (it is logged in full). */
export const somethingWentWrong = 'Something went wrong. Please try again.';
/** A write lost to another at the same moment (a cancelled transaction, a moved counter). */
export const changedAtTheSameTime = 'That was changed at the same time. Please try again.';
/** Something a request names does not exist (or is not shown to this caller). */
export const noSuchUser = 'No such user.';
export const noSuchEvent = 'No such event.';
export const noSuchParticipant = 'No such participant.';
export const noSuchTeam = 'No such team.';
/** A super admin's franchisee page (calendar, feed, dashboard) names the franchise it is about. */
export const franchiseIdRequired = 'Choose a franchise.';
/** A Thon's staff (console): the user named must hold the role the assignment needs. */
export const notFranchiseTeamLeader = "This user is not an active team leader of the Thon's franchise.";
export const notActiveOrganizer = 'This user is not an active organizer.';
export const noSuchParticipantInEvent = 'No such participant in this event.';
/** Requests a client should never send (a bug or tampering), answered plainly. */
export const requestTooLarge = 'The request is too large.';
export const requestBodyNotJson = 'The request body must be valid JSON.';
/** A string with a lone UTF-16 surrogate (e.g. JSON's "\ud800"): not text, and no store takes it. */
export const textNotWellFormed = 'The text entered contains a character that is not valid.';
export const qrCodeNotValid = 'The QR code is not valid.';
export const tokenNotYourSession = 'That token is not your session.';

// Sign-in limits, claims and reset links (product wording).
export const resetLinkInvalid = 'This password reset link has expired or was already used.';
export const sessionsNotEnded =
  'Your password was changed, but we could not sign you out on your other devices. Please use the same link again to finish.';
export const tooManyAttempts = 'Too many attempts. Please wait 15 minutes and try again.';
export const accessCodeTaken = 'That access code is already in use.';

// Clearing the caches (a super admin's tool; product wording).
export const cachesBeingCleared =
  'CloudFront is removing its copies of public data; this takes a few minutes.';
export const noDistribution = 'No CloudFront distribution is configured.';
export const nothingToInvalidate = 'Nothing to invalidate.';
export const cachesNotCleared = (reason: string) => `${reason} Public data expires by s-maxage.`;

// Participant import report (product wording): why a row was not imported.
export const importGoalNotPositive = 'Goal must be a positive number';
export const importNameTooLong = 'Name is too long.';

// The password reset email (product wording): subject, then the lines of its body.
export const resetEmailSubject = 'Reset your Thon password';
export const resetEmailGreeting = (name: string) => `Hello ${name},`;
export const resetEmailRequest = (username: string) =>
  `We received a request to reset the password of your Thon account (username: ${username}).`;
export const resetEmailInstruction = (validity: string) =>
  `Choose a new password with this link within ${validity}. It works once.`;
export const resetEmailIgnore =
  'If you did not ask for this, ignore this email: your password stays as it is.';

// The donor's pledge pages and card entry (product wording).
export const chooseAmount = 'Please choose or enter an amount.';
export const cardExpired = 'This card has expired.';
export const cardServiceUnreachable = 'We could not reach the card service. Please try again.';
export const pledgeThanks = 'Thank you for your pledge!';
export const pledgePendingExplained =
  'Your pledge is pending: please confirm it from the email we sent you. It counts once you do.';
export const pledgeUpdated = 'Your pledge was updated.';
export const pledgeCancelled = 'Your pledge was cancelled.';
export const pledgeConfirmed = 'Your pledge is confirmed. Thank you!';
export const pledgeLinkMissing = 'Open the link in your pledge email to manage your pledge.';
export const pledgeManageLinkSent = (email: string) => `We emailed ${email} a link to manage your pledge.`;
export const pledgeRateNeedsConfirming = (threshold: number, unit: string) =>
  `A rate above ${formatDollars(threshold)} per ${unit} waits for you to confirm it from the email we send.`;

// Pledges and donations (product wording).
export const pledgesNotOpenYet = 'Pledges open when this Thon goes live.';
export const pledgesClosed = 'This Thon has ended and no longer takes pledges. Thank you for your support!';
export const pledgesNeedPayoutAccount = 'This Thon cannot take payments yet. Please try again later.';
/** The go-live gate: a Thon goes live only once its organization can receive payments. */
export const payoutAccountBeforeLive =
  "Connect your organization's payout account before the Thon goes live.";
export const idempotencyKeyRequired = 'An Idempotency-Key header is required.';
export const idempotencyKeyReused = 'This request was already used for a different pledge.';
export const cardDeclined = 'Your card was declined. Please use another card.';
export const cardInsufficientFunds = 'Your card has insufficient funds. Please use another card.';
export const cardNeedsAuthentication =
  'Your bank asks you to confirm this card, which this form cannot do yet. Please use another card.';
export const cardNotUsable = 'That card could not be used. Please check it or use another card.';
export const tooManyDeclines = 'Too many declined cards. Please try again in an hour.';
export const tooManyPledges = 'Too many pledges at once. Please try again in an hour.';
/** Past the card attempts one network gets: people share addresses, so a captcha lets them go on. */
export const pledgeCaptchaRequired =
  'Many cards were tried from your network. Please tick the box to show you are not a robot, then try again.';
/** Past the pledges one network makes in an hour: a school's NAT on event day goes on with the captcha. */
export const pledgeLimitCaptchaRequired =
  'Many pledges were made from your network. Please tick the box to show you are not a robot, then try again.';
export const tooManyCardChanges =
  'This pledge has had too many card changes today. Please try again tomorrow.';
/** The manage link's token is replaced after a declined card: the page's own link stops working. */
export const cardDeclinedLinkRenewed =
  'Your card was declined. For your security, this link no longer works: we have emailed you a new one.';
export const newManageLinkSubject = (participant: string) => `A new link for your pledge for ${participant}`;
export const newManageLinkNotice =
  'A card was declined on your pledge, so your old link no longer works. Please use the link below to manage your pledge.';
export const pledgeLinkInvalid = 'This pledge link is not valid. Please use the link in your latest email.';
export const pledgeNotEditable = 'This pledge can no longer be changed.';
export const pledgeNotPending = 'This pledge does not need confirming.';
export const anonymousDonor = 'Anonymous';

// Donor pages and pledge lists (product wording).
export const noPledgesYet = 'No pledges yet.';
export const noPledgesMade = 'You have not made any pledges yet.';
export const pledgesNotLoaded = 'The pledges could not be loaded. Please try again.';
export const firstSupporter = (name: string) => `Be the first to support ${name}!`;
export const linkCopied = 'Link copied.';
export const linkNotCopied = 'The link could not be copied. Copy it from the address bar.';
export const offlinePledgeRecorded = (amount: number, name: string) =>
  `Recorded ${formatDollars(amount)} for ${name}.`;

// Pledge emails (product wording).
export const pledgeEmailSubject = (participant: string) => `Your pledge for ${participant}`;
export const giftEmailSubject = (participant: string) => `Your receipt: gift for ${participant}`;
export const pendingEmailSubject = (participant: string) => `Please confirm your pledge for ${participant}`;
export const pledgeEmailGreeting = (name: string) => `Thank you, ${name}!`;
export const pledgeEmailPerUnit = (participant: string, event: string, rate: string, unit: string) =>
  `You pledged ${rate} per ${unit} to ${participant} in ${event}.`;
export const pledgeEmailCharge =
  'Your card is saved with our payment processor and charged once the units are final. We email you the amount before we charge it.';
export const pledgeEmailPending = (rate: string) =>
  `Your rate of ${rate} per unit is high, so we wait for you to confirm it before it counts. Nothing is charged until you do.`;
export const giftEmailCharged = (amount: string, participant: string, event: string) =>
  `We charged ${amount} to your card: a gift to ${participant} in ${event}.`;
export const emailBreakdown = (school: string, commission: string, expense: string) =>
  `Where your money goes: ${school} to the school, ${commission} platform commission, ${expense} processing expense.`;
export const manageLinkLabel = 'Manage your pledge';
export const confirmLinkLabel = 'Confirm your pledge';
export const manageLinkNote =
  'Keep this email: the link lets you change or cancel your pledge until the Thon ends.';
export const pledgeNotRecorded = 'The pledge could not be recorded. Please try again.';
export const noPledgesMatch = 'No pledges match these filters.';
export const pledgesExported = (count: number) => `Exported ${count} ${count === 1 ? 'pledge' : 'pledges'}.`;

// Pledge processing emails (product wording).
export const preChargeSubject = (participant: string) =>
  `Your pledge for ${participant} is about to be charged`;
export const preChargeNotice = (amount: string, units: number, unitName: string, participant: string) =>
  `You will be charged ${amount} for ${units} ${unitName} by ${participant}.`;
export const receiptSubject = (participant: string) => `Your receipt: pledge for ${participant}`;
export const receiptCharged = (amount: string, participant: string, event: string) =>
  `We charged ${amount} to your card for your pledge to ${participant} in ${event}. Thank you!`;
export const chargeFailedSubject = (participant: string) => `Action needed: your pledge for ${participant}`;
export const chargeFailedDeclined =
  'Your card was declined when we tried to charge your pledge. Please add another card with the link below and we will try again.';
export const chargeFailedAuthentication =
  'Your bank asks you to confirm this payment. Please open the link below to use another card, and we will try again.';
export const updateCardLinkLabel = 'Update your card';
export const pledgeNotRefundable = 'Only a charged pledge can be refunded.';
export const refundTooLarge = 'A refund cannot be more than what is left of the charge.';
export const refundNeedsSuperAdmin =
  'Refunds over $500, or of a charge more than 60 days old, can only be made by a super admin. Please contact Thon support.';
export const refundInProgress =
  'Another refund of this pledge is in progress. Please wait a moment and try again.';
export const disputeEmailSubject = (participant: string) => `A payment for ${participant} is disputed`;
export const disputeEmailNotice = (donor: string, amount: string, participant: string, event: string) =>
  `${donor}'s bank disputed the ${amount} payment to ${participant} in ${event}. It no longer counts in the amount raised, and the payment is marked Disputed in your pledges report.`;
export const noChargesToRetry = 'Charges can be retried once the Thon has completed.';
/** RecordUnits for a participant an organizer completed (their units are final) while the Thon is live. */
export const participantUnitsFinal = 'Units can no longer be changed: this participant is completed.';
export const offlinePledgeAfterCompletion =
  'This Thon has completed, so only a super admin can record cash or checks now. Please contact Thon support.';
export const noSuchPledge = 'No such pledge.';
export const webhookSignatureInvalid = 'The webhook signature is not valid.';

// The organizer's side of pledge processing on the Thon page (product wording).
export const processingReportNotLoaded = 'The processing report could not be loaded. Please try again.';
export const failedChargesRetried = (count: number) =>
  `${count} ${count === 1 ? 'pledge is' : 'pledges are'} queued for another charge.`;
export const pledgeRefunded = (amount: number | undefined, donor: string) =>
  amount === undefined
    ? `Refunded ${donor}'s pledge in full.`
    : `Refunded ${formatDollars(amount)} of ${donor}'s pledge.`;
export const participantCompleted = (name: string, count: number) =>
  `${name}'s units are final: ${count} ${count === 1 ? 'pledge is' : 'pledges are'} queued for charging.`;
export const pledgeChargeRefusedHelp =
  'We could not charge the card on this pledge. Give another card and we will charge your pledge again right away.';

// Franchises and their territories (product wording).
export const territoryEmpty = 'A territory needs at least one state or ZIP prefix.';
export const zipPrefixNotValid = 'A ZIP prefix is 1 to 5 digits.';
export const territoryStateNotValid = 'Please choose the states from the list.';
export const territoryOverlaps = (franchise: string, what: string) =>
  `This territory overlaps the territory of ${franchise}: ${what}.`;
/** The parts of territoryOverlaps' `what`: a shared ZIP prefix, and one lying inside a state. */
export const overlapZipPrefix = (prefix: string) => `ZIP prefix ${prefix}`;
export const overlapZipPrefixInState = (prefix: string, state: string) => `ZIP prefix ${prefix} in ${state}`;

// Organizations in the franchise model (product wording).
export const organizationZipNotValid = 'A ZIP code is 5 digits, or ZIP+4 (12345-6789).';
export const organizationOutsideTerritory =
  "This ZIP code is outside your franchise's territory, so the organization would not be yours. Ask the platform to add it.";

// Paged lists of the admin console (product wording).
export const pageCursorNotValid =
  'This page of the list is no longer available. Start again from the first page.';

// Users of the admin console (product wording).
export const lastSuperAdminKept = 'The last active super admin cannot be demoted or deactivated.';
export const franchiseRoleNeedsFranchise = 'A franchisee role needs a franchise.';
export const onlyFranchiseRolesHaveFranchise = 'Only a franchisee role belongs to a franchise.';
export const inviteEmailSubject = 'Your Thon account is ready';
export const inviteEmailRequest = (username: string) =>
  `An account was created for you on Thon (username: ${username}).`;
export const inviteEmailInstruction = (validity: string) =>
  `Choose your password with this link within ${validity}. It works once.`;
export const inviteEmailLater =
  'If the link has expired, ask for a password reset with this email address on the sign-in page.';

// Reference lists of the admin console (product wording).
export const referenceListCodeRepeated = (code: string) => `The code ${code} is in the list twice.`;
export const referenceListCodeRemoved = (code: string) =>
  `The code ${code} cannot be removed, since records may use it: retire it instead.`;
export const referenceListNameRequired = 'Every entry needs a name.';
export const referenceListChangedMeanwhile =
  'Someone else saved this list meanwhile. Reload it to see their changes, then make yours again.';

// Sign-in rules of organizations and franchises (product wording).
export const participantsUseAccessCode =
  'Your school asks participants to sign in with their access code. Please use the access code on your card.';
export const franchiseSuspendedSignIn =
  'Your franchise is suspended, so its accounts cannot sign in. Please contact administrator.';
export const franchiseSuspendedThonNotLive =
  'This franchise is suspended, so its Thons cannot go live. Please contact administrator.';
