// The repository operations the pledge use cases call, as ports: the data layer implements them
// (data/stores/pledges.ts), unit tests hand in-memory ones. Each signature is the repository
// function's own (`typeof`, type-only), so a port cannot drift from the write it stands for.
import type {
  changeEventStatus,
  getEvent,
  updatePledgeSettings,
} from '../../data/repositories/events-repository';
import type {
  getOrganization,
  recordPayoutStatus,
  setPayoutAccount,
  setTaxStatement,
} from '../../data/repositories/organizations-repository';
import type { setPledgeMessageHidden } from '../../data/repositories/pledge-messages-repository';
import type { getParticipant } from '../../data/repositories/participants-repository';
import type {
  claimCharge,
  holdForReview,
  listProcessingMarkers,
  markDisputed,
  markUnitsFinal,
  putProcessingMarker,
  readChargeContext,
  recordWebhookEvent,
  removeProcessingMarker,
  rescheduleCharge,
  rescheduleWithCard,
  webhookEventSeen,
  writeCharged,
  writeRefund,
  writeUnpaid,
} from '../../data/repositories/pledge-processing-repository';
import type {
  claimRefund,
  releaseRefundClaim,
  settleRefund,
  writeDisputed,
} from '../../data/repositories/pledge-refunds-repository';
import type { getEvents } from '../../data/repositories/events-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import type { listParentLinks } from '../../data/repositories/parents-repository';
import type {
  getParticipants,
  listParticipantsOfEvent,
} from '../../data/repositories/participants-repository';
import type { listTeamsOfEvent } from '../../data/repositories/teams-repository';
import type { ParticipantAccessReads } from '../participants/ports';
import type {
  getPledge,
  listPledgesOfDonor,
  listPledgesOfEvent,
  listPledgesOfParticipant,
  readPledgeContext,
  replaceManageToken,
  writeNewPledge,
  writePledgeChange,
} from '../../data/repositories/pledges-repository';
import type { writeOfflinePledge } from '../../data/repositories/offline-pledges-repository';
import type { getTeam } from '../../data/repositories/teams-repository';
import type {
  buyCardAttemptsWithCaptcha,
  captchaAttemptsGranted,
  releaseCardAttempt,
  reserveCaptchaCardAttempt,
  reserveFreeCardAttempt,
} from '../../data/repositories/card-attempts-repository';
import type { getUser } from '../../data/repositories/users-repository';
import type { Cdn } from '../ports/cdn';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { Ids } from '../ports/ids';
import type { Mailer } from '../ports/mailer';
import type { PaymentProvider } from '../ports/payments';
import type { PledgeQueue } from '../ports/pledge-queue';
import type { AttemptWindows } from '../ports/attempt-windows';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { Captcha } from '../support/ports';
import type { FranchiseDefaults } from './franchise-commission';

/** Reading pledges. */
export interface PledgeReads {
  getPledge: typeof getPledge;
  listPledgesOfEvent: typeof listPledgesOfEvent;
  listPledgesOfParticipant: typeof listPledgesOfParticipant;
}

/** A charge's conditional state moves (each refused when the pledge is not in the state read). */
export interface ChargeStore {
  readChargeContext: typeof readChargeContext;
  claimCharge: typeof claimCharge;
  writeCharged: typeof writeCharged;
  writeUnpaid: typeof writeUnpaid;
  holdForReview: typeof holdForReview;
  rescheduleCharge: typeof rescheduleCharge;
}

/** The markers telling the sweeper what is in processing; a participant's units made final. */
export interface ProcessingMarkers {
  putProcessingMarker: typeof putProcessingMarker;
  listProcessingMarkers: typeof listProcessingMarkers;
  removeProcessingMarker: typeof removeProcessingMarker;
  markUnitsFinal: typeof markUnitsFinal;
}

/** What pledges read of the Thon around them, and its one status move (completed → processed). */
export interface ThonReads {
  getEvent: typeof getEvent;
  getParticipant: typeof getParticipant;
  getOrganization: typeof getOrganization;
  getUser: typeof getUser;
  changeEventStatus: typeof changeEventStatus;
  /** A franchisee team leader's assignments, for the scope decision of event-day work. */
  listAssignedThons: ThonScopeReads['listAssignedThons'];
}

/** Refunds, disputes and the provider's webhook deliveries (each delivery applied once). */
export interface RefundStore {
  claimRefund: typeof claimRefund;
  releaseRefundClaim: typeof releaseRefundClaim;
  settleRefund: typeof settleRefund;
  writeRefund: typeof writeRefund;
  writeDisputed: typeof writeDisputed;
  markDisputed: typeof markDisputed;
  webhookEventSeen: typeof webhookEventSeen;
  recordWebhookEvent: typeof recordWebhookEvent;
}

/** A new pledge: everything read before the provider is asked (one read), and its one write. */
export interface NewPledgeStore {
  readPledgeContext: typeof readPledgeContext;
  writeNewPledge: typeof writeNewPledge;
}

/** Card attempts per client network and window (card-testing protection), each one conditional write. */
export interface CardAttempts {
  reserveFreeCardAttempt: typeof reserveFreeCardAttempt;
  reserveCaptchaCardAttempt: typeof reserveCaptchaCardAttempt;
  buyCardAttemptsWithCaptcha: typeof buyCardAttemptsWithCaptcha;
  releaseCardAttempt: typeof releaseCardAttempt;
  captchaAttemptsGranted: typeof captchaAttemptsGranted;
}

/** The donor's changes through the manage link (each conditional on the pledge as read). */
export interface DonorPledgeStore {
  writePledgeChange: typeof writePledgeChange;
  replaceManageToken: typeof replaceManageToken;
  rescheduleWithCard: typeof rescheduleWithCard;
}

/** Cash and checks an organizer or class teacher records, and the team that says who teaches it. */
export interface OfflinePledgeStore {
  writeOfflinePledge: typeof writeOfflinePledge;
  getTeam: typeof getTeam;
}

/** An organizer's settings: the event's minimums and commission, the organization's payout facts and tax statement. */
export interface PledgeSettingsStore {
  updatePledgeSettings: typeof updatePledgeSettings;
  setTaxStatement: typeof setTaxStatement;
  setPayoutAccount: typeof setPayoutAccount;
  recordPayoutStatus: typeof recordPayoutStatus;
}

/** A donor's message hidden from the public pages, or shown again. */
export interface PledgeMessages {
  setPledgeMessageHidden: typeof setPledgeMessageHidden;
}

/** The lists pledge reports and a signed-in caller's pledges are made of. */
export interface PledgeListings {
  listPledgesOfDonor: typeof listPledgesOfDonor;
  listParticipantsOfEvent: typeof listParticipantsOfEvent;
  listTeamsOfEvent: typeof listTeamsOfEvent;
  getParticipants: typeof getParticipants;
  getEvents: typeof getEvents;
  listParentLinks: typeof listParentLinks;
}

/** Where links point (the manage link, payout onboarding's return): the web app's origin, a deployment setting. */
export interface PledgeLinks {
  webOrigin(): string;
}

/** Every port of the pledge area; a use case asks for its few with `Pick<PledgePorts, ...>`. */
export interface PledgePorts {
  pledges: PledgeReads;
  charges: ChargeStore;
  markers: ProcessingMarkers;
  thons: ThonReads;
  /** The Thon's franchise, for its default commission (franchise-commission.ts). */
  franchises: FranchiseDefaults;
  refunds: RefundStore;
  payments: PaymentProvider;
  /**
   * The provider's test mode, for the pledges of test Thons (payments-of-thon.ts). Optional so a
   * use case without test Thons needs none; a test Thon's pledge without it is refused, never live.
   */
  testPayments?: PaymentProvider;
  mailer: Mailer;
  queue: PledgeQueue;
  clock: Clock;
  ids: Ids;
  newPledges: NewPledgeStore;
  donorPledges: DonorPledgeStore;
  offline: OfflinePledgeStore;
  settings: PledgeSettingsStore;
  messages: PledgeMessages;
  listings: PledgeListings;
  /** Who may see a participant's pledges (the participants area's access decision). */
  access: ParticipantAccessReads;
  cdn: Cdn;
  cardAttempts: CardAttempts;
  /** Per-pledge card changes (the manage link's daily allowance). */
  attempts: Pick<AttemptWindows, 'reserveAttemptSlot' | 'releaseAttemptSlot'>;
  captcha: Captcha;
  links: PledgeLinks;
  logger: Logger;
  /** Pledges created, charges settled and refunds made, counted once each write succeeded. */
  metrics: BusinessMetrics;
}
