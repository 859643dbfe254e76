// The pledge area's repository ports (domain/pledges/ports.ts) on DynamoDB: the repository
// functions themselves, gathered into the objects the composition hands to the use cases. The data
// layer may not import the domain, so the composition's typed deps check each object against its
// port.
import { listAssignmentsOfUser } from '../repositories/thon-assignments-repository';
import {
  changeEventStatus,
  getEvent,
  getEvents,
  updatePledgeSettings,
} from '../repositories/events-repository';
import { listParentLinks } from '../repositories/parents-repository';
import {
  getParticipant,
  getParticipants,
  listParticipantsOfEvent,
} from '../repositories/participants-repository';
import {
  getOrganization,
  recordPayoutStatus,
  setPayoutAccount,
  setTaxStatement,
} from '../repositories/organizations-repository';
import { setPledgeMessageHidden } from '../repositories/pledge-messages-repository';
import {
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
} from '../repositories/pledge-processing-repository';
import {
  claimRefund,
  releaseRefundClaim,
  settleRefund,
  writeDisputed,
} from '../repositories/pledge-refunds-repository';
import {
  buyCardAttemptsWithCaptcha,
  captchaAttemptsGranted,
  releaseCardAttempt,
  reserveCaptchaCardAttempt,
  reserveFreeCardAttempt,
} from '../repositories/card-attempts-repository';
import { writeOfflinePledge } from '../repositories/offline-pledges-repository';
import {
  getPledge,
  listPledgesOfDonor,
  listPledgesOfEvent,
  listPledgesOfParticipant,
  readPledgeContext,
  replaceManageToken,
  writeNewPledge,
  writePledgeChange,
} from '../repositories/pledges-repository';
import { getTeam, listTeamsOfEvent } from '../repositories/teams-repository';
import { getUser } from '../repositories/users-repository';

export const pledgeReads = { getPledge, listPledgesOfEvent, listPledgesOfParticipant };

export const chargeStore = {
  readChargeContext,
  claimCharge,
  writeCharged,
  writeUnpaid,
  holdForReview,
  rescheduleCharge,
};

export const processingMarkers = {
  putProcessingMarker,
  listProcessingMarkers,
  removeProcessingMarker,
  markUnitsFinal,
};

export const thonReads = {
  getEvent,
  getParticipant,
  getOrganization,
  getUser,
  changeEventStatus,
  listAssignedThons: listAssignmentsOfUser,
};

export const refundStore = {
  claimRefund,
  releaseRefundClaim,
  settleRefund,
  writeRefund,
  writeDisputed,
  markDisputed,
  webhookEventSeen,
  recordWebhookEvent,
};

export const newPledgeStore = { readPledgeContext, writeNewPledge };

export const cardAttempts = {
  reserveFreeCardAttempt,
  reserveCaptchaCardAttempt,
  buyCardAttemptsWithCaptcha,
  releaseCardAttempt,
  captchaAttemptsGranted,
};

export const donorPledgeStore = { writePledgeChange, replaceManageToken, rescheduleWithCard };

export const offlinePledgeStore = { writeOfflinePledge, getTeam };

export const pledgeSettingsStore = {
  updatePledgeSettings,
  setTaxStatement,
  setPayoutAccount,
  recordPayoutStatus,
};

export const pledgeMessages = { setPledgeMessageHidden };

export const pledgeListings = {
  listPledgesOfDonor,
  listParticipantsOfEvent,
  listTeamsOfEvent,
  getParticipants,
  getEvents,
  listParentLinks,
};
