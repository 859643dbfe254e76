// The participants area's repository ports (domain/participants/ports.ts) on DynamoDB: the
// repository functions themselves, gathered into the objects the composition hands to use cases.
// The data layer may not import the domain, so composition/participants.ts checks each object
// against its port (`satisfies`).
import { getEvent, getEvents } from '../repositories/events-repository';
import { getParentLink, listParentLinks } from '../repositories/parents-repository';
import {
  createParticipantsInEvent,
  getParticipant,
  getParticipants,
  listParticipantsOfUser,
  participantsPerTransaction,
  setParticipantExperiment,
} from '../repositories/participants-repository';
import { getTeam, listTeamsOfTeacher } from '../repositories/teams-repository';
import { getUser, setTeacherPageOptedIn } from '../repositories/users-repository';

export const participantAccessReads = {
  getEvent,
  getTeam,
  isParentLinked: async (parentId: string, participantId: string) =>
    (await getParentLink(parentId, participantId)) !== undefined,
};

export const participantStore = {
  getParticipant,
  getParticipants,
  listParticipantsOfUser,
  setParticipantExperiment,
};

export const userReads = { getUser };

export const parentLinkReads = { listParentLinks };

export const participantCreation = { participantsPerTransaction, createParticipantsInEvent };

export const teacherTeamReads = { listTeamsOfTeacher, getEvents };

export const teacherPageOptIns = { setTeacherPageOptedIn };
