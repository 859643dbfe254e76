// The sharing area's stores (domain/sharing/ports.ts) as objects over the repositories. The data
// layer does not import the domain, so composition/sharing.ts checks each against its port.
import { getEvent } from '../repositories/events-repository';
import { getParentLink } from '../repositories/parents-repository';
import { getParticipant, getParticipants } from '../repositories/participants-repository';
import { listPledgesOfParticipant } from '../repositories/pledges-repository';
import {
  addShares,
  claimInvite,
  listInvitesOfEvent,
  listInvitesOfParticipant,
  markInviteDelivery,
  markReminderSent,
  settleInvite,
} from '../repositories/share-invites-repository';
import {
  forgetReminderDue,
  listRemindersDue,
  markRemindersDone,
  noteReminderDue,
} from '../repositories/share-reminders-repository';
import {
  finishSend,
  forgetSend,
  getSend,
  startSend,
  takeOverSend,
} from '../repositories/share-sends-repository';
import { suppressEmail, suppressedAmong } from '../repositories/share-suppressions-repository';
import { getShareTemplates, saveShareTemplates } from '../repositories/share-templates-repository';
import { getTeam } from '../repositories/teams-repository';
import { getUser } from '../repositories/users-repository';

export const shareInviteStore = {
  claimInvite,
  settleInvite,
  markInviteDelivery,
  listInvitesOfParticipant,
  listInvitesOfEvent,
  markReminderSent,
  addShares,
};

export const shareSendStore = { startSend, getSend, takeOverSend, finishSend, forgetSend };

export const suppressionStore = { suppressEmail, suppressedAmong };

export const reminderDueStore = { noteReminderDue, listRemindersDue, markRemindersDone, forgetReminderDue };

export const shareTemplateStore = { getShareTemplates, saveShareTemplates };

export const shareSubjectReads = {
  getParticipant,
  getParticipants,
  getEvent,
  getTeam,
  isParentLinked: async (parentId: string, participantId: string) =>
    (await getParentLink(parentId, participantId)) !== undefined,
  getUser,
  listPledgesOfParticipant: (participantId: string) => listPledgesOfParticipant(participantId),
};
