// One Thon's activity, as the cost model counts it: the figures (a school of 600 runners)
// and the usage they imply, broken into API calls per route. Each call line names the bench call
// whose measured figures price it (bench/api-calls.ts labels) and the assumption used when the
// bench did not measure it. The assumptions are stated here once, and docs/cost.md explains them.
import type { UnitsFigure } from './measured-figures';
import { smsSegments, typicalInvitationSms } from './sms-segments';

/** The Thon. */
export const thon = {
  participants: 600,
  donors: 3_000,
  pledges: 6_000,
  invitations: 12_000,
  sms: 500,
  eventPageViews: 20_000,
  laps: 18_000,
} as const;

/** Usage assumed around those figures (not measured: choices, explained in docs/cost.md). */
export const usage = {
  /** Half the pledges per unit (charged by the queue worker after the run), half flat gifts (charged at once). */
  perUnitShare: 0.5,
  /** Families who sign in (a parent per runner), and how often over the campaign. */
  parentSignIns: 600 * 3,
  /** Organizers' sessions (two organizers, about twenty visits each). */
  organizerSessions: 40,
  /** Teachers (24 classes) and their sessions. */
  teacherSessions: 24 * 3,
  /** Email invitations per SendEmailInvites call; SMS per SendSmsInvites call. */
  emailsPerSend: 20,
  smsPerSend: 5,
  /** Share reminders: every invitee who has not pledged gets one (3,000 donors pledged). */
  reminders: 12_000 - 3_000,
  /**
   * Emails per pledge: CreatePledge's (a gift's receipt, a per-unit pledge's confirmation with its
   * manage link), and the worker's receipt when a per-unit pledge is charged.
   */
  emailsPerFlatGift: 1,
  emailsPerPerUnitPledge: 2,
  /** Public pages through CloudFront: share of views answered from its cache (s-maxage 60 s). */
  publicPageHitRatio: 0.5,
  /** GetReferenceLists (s-maxage 300 s), read on every page load: mostly from the cache. */
  referenceListsHitRatio: 0.9,
  /** Views that look the Thon up by its code first. */
  eventCodeShare: 0.1,
  /**
   * Bytes a page view downloads from CloudFront: the route's first-load scripts (at most 80 KiB
   * gzip, bench/floor-report.ts), styles and HTML, a student's photo and the Thon's images.
   */
  bytesPerPageView: 300 * 1024,
  /** CloudFront requests per page view for the app's files (the rest come from the browser's cache). */
  assetRequestsPerView: 8,
  /** Bytes of an API answer (JSON, compressed). */
  bytesPerApiAnswer: 8 * 1024,
  /** The gym's screen on event day (GetEventDayScreen, s-maxage 5 s): hours shown, edge locations. */
  screenHours: 3,
  screenEdgeLocations: 2,
  /** Photos families upload (presigned PUTs, then CloudFront serves them). */
  photoUploads: 150,
  /** Provider webhooks (payment events): one per charge. */
  webhooksPerCharge: 1,
  /** Event day lasts this long: the lap-units job's runs that find work. */
  eventDayMinutes: 120,
  /** Users who sign in with a password (Cognito monthly active users): parents, organizers, teachers. */
  cognitoUsers: 600 + 2 + 24,
} as const;

/** How the model turns a local duration into billed Lambda time (AWS differs from moto: stated, not measured). */
export const durationRule = {
  /** Billed time is never below this per invocation (a cold SDK connection, TLS, logging). */
  floorMs: 100,
  /** Local times are multiplied by this (moto is slower than DynamoDB; kept at 1, not lowered). */
  localFactor: 1,
  /** A payment provider request on AWS (Stripe's live latency, as bench/processing-load.ts assumes). */
  providerMs: 400,
  /** Share of invocations that start cold, and the init time Lambda bills for them (since August 2025). */
  coldShare: 0.2,
  coldInitMs: 800,
  /** The authorizer's own time per request (a JWT check with a cached key and one GetItem). */
  authorizerMs: 100,
} as const;

export interface CallLine {
  /** The route invoked (its function's memory, its area). */
  readonly route: string;
  /** The bench's label for the call that measured it. */
  readonly measured: string;
  readonly calls: number;
  /** Share answered by CloudFront's cache without reaching the API. */
  readonly cacheHitRatio?: number;
  /** Used when the bench did not measure the call: stated, never shown as measured. */
  readonly assumed: UnitsFigure & { readonly ms: number; readonly provider?: number };
  readonly signedIn: boolean;
}

const perUnit = thon.pledges * usage.perUnitShare;
const flat = thon.pledges - perUnit;
const small = { read: 1, write: 0, ms: 150 };
const smallWrite = { read: 1, write: 2, ms: 200 };

/** Every API call of the Thon (lap scans and charges are priced apart, from their own bench figures). */
export const callLines: readonly CallLine[] = [
  // Donors and public pages.
  {
    route: 'GetEventPage',
    measured: 'GetEventPage (600 participants)',
    calls: thon.eventPageViews / 2,
    cacheHitRatio: usage.publicPageHitRatio,
    assumed: { read: 25, write: 0, ms: 300 },
    signedIn: false,
  },
  {
    route: 'GetStudentPage',
    measured: 'GetStudentPage (imported)',
    calls: thon.eventPageViews / 2,
    cacheHitRatio: usage.publicPageHitRatio,
    assumed: small,
    signedIn: false,
  },
  {
    route: 'GetReferenceLists',
    measured: 'GetReferenceLists (2nd)',
    calls: thon.eventPageViews,
    cacheHitRatio: usage.referenceListsHitRatio,
    assumed: small,
    signedIn: false,
  },
  {
    route: 'EventCode',
    measured: 'EventCode',
    calls: thon.eventPageViews * usage.eventCodeShare,
    assumed: small,
    signedIn: false,
  },
  {
    route: 'RecordVisit',
    measured: 'RecordVisit',
    calls: thon.eventPageViews,
    assumed: smallWrite,
    signedIn: false,
  },
  {
    route: 'GetPledgeOptions',
    measured: 'GetPledgeOptions',
    calls: thon.pledges,
    assumed: small,
    signedIn: false,
  },
  {
    route: 'CreatePledge',
    measured: 'CreatePledge (per unit)',
    calls: perUnit,
    assumed: { read: 4, write: 12, ms: 400, provider: 2 },
    signedIn: false,
  },
  {
    route: 'CreatePledge',
    measured: 'CreatePledge (flat gift)',
    calls: flat,
    assumed: { read: 4, write: 14, ms: 400, provider: 2 },
    signedIn: false,
  },
  {
    route: 'StripeWebhook',
    measured: 'StripeWebhook',
    calls: thon.pledges * usage.webhooksPerCharge,
    assumed: { read: 1, write: 2, ms: 150 },
    signedIn: false,
  },
  // Families.
  {
    route: 'Login',
    measured: 'Login (parent)',
    calls: usage.parentSignIns,
    assumed: smallWrite,
    signedIn: false,
  },
  {
    route: 'LoginWithAccessCode',
    measured: 'LoginWithAccessCode',
    calls: thon.participants,
    assumed: smallWrite,
    signedIn: false,
  },
  {
    route: 'GetSession',
    measured: 'GetSession (parent)',
    calls: usage.parentSignIns + thon.participants,
    assumed: small,
    signedIn: true,
  },
  {
    route: 'GetParticipantsByParent',
    measured: 'GetParticipantsByParent',
    calls: usage.parentSignIns,
    assumed: small,
    signedIn: true,
  },
  { route: 'GetShareKit', measured: 'GetShareKit', calls: thon.participants, assumed: small, signedIn: true },
  {
    route: 'SendEmailInvites',
    measured: 'SendEmailInvites',
    calls: thon.invitations / usage.emailsPerSend,
    assumed: { read: 4, write: 2 * usage.emailsPerSend, ms: 800 },
    signedIn: true,
  },
  {
    route: 'SendSmsInvites',
    measured: 'SendSmsInvites',
    calls: thon.sms / usage.smsPerSend,
    assumed: { read: 4, write: 2 * usage.smsPerSend, ms: 600 },
    signedIn: true,
  },
  {
    route: 'Logout',
    measured: 'Logout (parent)',
    calls: usage.parentSignIns / 2,
    assumed: smallWrite,
    signedIn: true,
  },
  // Teachers.
  {
    route: 'Login',
    measured: 'Login (teacher)',
    calls: usage.teacherSessions,
    assumed: smallWrite,
    signedIn: false,
  },
  {
    route: 'IsLoggedInUserIsTeacher',
    measured: 'IsLoggedInUserIsTeacher',
    calls: usage.teacherSessions,
    assumed: small,
    signedIn: true,
  },
  // Organizers: setting the Thon up once, then their visits.
  { route: 'CreateThon', measured: 'CreateThon', calls: 1, assumed: smallWrite, signedIn: true },
  { route: 'UpdateThon', measured: 'UpdateThon', calls: 10, assumed: smallWrite, signedIn: true },
  {
    route: 'ImportParticipants',
    measured: 'ImportParticipants (600 rows)',
    calls: 1,
    assumed: { read: 50, write: 2_400, ms: 5_000 },
    signedIn: true,
  },
  {
    route: 'GetThonAccessCodes',
    measured: 'GetThonAccessCodes (600)',
    calls: 4,
    assumed: { read: 40, write: 0, ms: 400 },
    signedIn: true,
  },
  {
    route: 'AssignClassTeacher',
    measured: 'AssignClassTeacher (by email)',
    calls: 24,
    assumed: smallWrite,
    signedIn: true,
  },
  {
    route: 'StartPayoutOnboarding',
    measured: 'StartPayoutOnboarding',
    calls: 1,
    assumed: { ...smallWrite, provider: 2 },
    signedIn: true,
  },
  {
    route: 'GetPledgeSettings',
    measured: 'GetPledgeSettings',
    calls: 5,
    assumed: { ...small, provider: 1 },
    signedIn: true,
  },
  {
    route: 'ChangeThonStatus',
    measured: 'ChangeThonStatus (draft→live)',
    calls: 2,
    assumed: smallWrite,
    signedIn: true,
  },
  {
    route: 'Login',
    measured: 'Login (organizer)',
    calls: usage.organizerSessions,
    assumed: smallWrite,
    signedIn: false,
  },
  {
    route: 'GetMyThons',
    measured: 'GetMyThons',
    calls: usage.organizerSessions,
    assumed: small,
    signedIn: true,
  },
  {
    route: 'GetThonRoster',
    measured: 'GetThonRoster (600)',
    calls: usage.organizerSessions,
    assumed: { read: 40, write: 0, ms: 400 },
    signedIn: true,
  },
  {
    route: 'GetThonPledges',
    measured: 'GetThonPledges',
    calls: usage.organizerSessions,
    assumed: { read: 20, write: 0, ms: 300 },
    signedIn: true,
  },
  {
    route: 'GetProcessingReport',
    measured: 'GetProcessingReport',
    calls: 20,
    assumed: { read: 40, write: 0, ms: 300 },
    signedIn: true,
  },
  // Event day beside the laps: the organizer's bibs and counting codes, the gym's screen.
  {
    route: 'IssueLapTokens',
    measured: 'IssueLapTokens',
    calls: 1,
    assumed: { read: 40, write: 1_200, ms: 3_000 },
    signedIn: true,
  },
  {
    route: 'CreateCountingCode',
    measured: 'CreateCountingCode',
    calls: 10,
    assumed: smallWrite,
    signedIn: true,
  },
  { route: 'OpenCountingCode', measured: 'OpenCountingCode', calls: 10, assumed: small, signedIn: false },
  {
    route: 'GetEventDayScreen',
    measured: 'GetEventDayScreen',
    calls: usage.screenHours * 720 * usage.screenEdgeLocations,
    assumed: { read: 20, write: 0, ms: 200 },
    signedIn: false,
  },
];

/** What the Thon sends and stores beside its API calls. */
export const sends = {
  emails:
    thon.invitations +
    usage.reminders +
    flat * usage.emailsPerFlatGift +
    perUnit * usage.emailsPerPerUnitPledge,
  sms: thon.sms,
  /** The invitation with its link and opt-out note takes 2 segments (sms-segments.ts), each billed. */
  smsSegments: thon.sms * smsSegments(typicalInvitationSms()),
  /** Per-unit pledges charged by the queue worker. */
  charges: perUnit,
  /** Sign-ins that sign a session token with the KMS key (Login, LoginWithAccessCode). */
  sessionSignatures:
    usage.parentSignIns + thon.participants + usage.teacherSessions + usage.organizerSessions,
} as const;
