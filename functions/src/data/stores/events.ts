// The events area's repository ports (domain/events/ports.ts) on DynamoDB; composition/events.ts
// checks the shapes, since the data layer does not import the domain.
import { recordActivityOnce } from '../repositories/activities-repository';
import {
  changeEventStatus,
  createEventOfOrganization,
  createEventWithOrganization,
  findEventIdByCode,
  getEvent,
  getEventPageItems,
  listAllEvents,
  listEventsOfFranchise,
  listEventsOfOrganizer,
  repairParticipantCount,
  updateEvent,
} from '../repositories/events-repository';
import { getOrganization } from '../repositories/organizations-repository';
import {
  approveAwaitingParticipant,
  deleteAwaitingParticipant,
  listAwaitingApproval,
} from '../repositories/participant-approvals-repository';
import {
  claimedParticipantKeys,
  countParticipantsOfEvent,
  getParticipant,
  listParticipantsOfEvent,
  recordParticipantUnits,
  setParticipantHidden,
} from '../repositories/participants-repository';
import { listPledgesOfParticipant } from '../repositories/pledges-repository';
import {
  assignTeamLeader,
  claimTeamName,
  getTeam,
  listTeamsOfEvent,
  setClassTeacher,
  teamIdsByName,
} from '../repositories/teams-repository';
import { findUserIdByEmail, getUser, getUsers } from '../repositories/users-repository';
import { createVisit } from '../repositories/visits-repository';

export const eventReads = { getEvent };

export const eventParticipantReads = { getParticipant };

export const userBatchReads = { getUsers };

export const approvalStore = { listAwaitingApproval, approveAwaitingParticipant, deleteAwaitingParticipant };

export const visibilityStore = { setParticipantHidden };

export const eventCodeReads = { findEventIdByCode };

export const importStore = { claimedParticipantKeys, countParticipantsOfEvent, repairParticipantCount };

export const teamNameStore = { teamIdsByName, listTeamsOfEvent, claimTeamName };

export const teamStore = { getTeam, assignTeamLeader, setClassTeacher };

export const accountLookup = { findUserIdByEmail, getUser };

export const unitsStore = {
  getParticipant,
  listParticipantsOfEvent,
  listPledgesOfParticipant,
  recordParticipantUnits,
};

export const thonStore = {
  createEventWithOrganization,
  createEventOfOrganization,
  listEventsOfFranchise,
  listAllEvents,
  updateEvent,
  changeEventStatus,
  listEventsOfOrganizer,
  getOrganization,
};

export const eventRosterReads = { listParticipantsOfEvent };

export const visitWrites = { createVisit };

export const eventPageReads = { getEventPageItems };

export const supporterReads = { listPledgesOfParticipant };

export const activityLog = { recordActivityOnce };
