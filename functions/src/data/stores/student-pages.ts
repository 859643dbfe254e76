// The student-page ports (domain/student-pages/ports.ts) on DynamoDB: the participant, its Thon and
// class, the caller's scope and the participant access facts, and the family fields' writes.
import { getEvent } from '../repositories/events-repository';
import { getParentLink } from '../repositories/parents-repository';
import { getParticipant, listParticipantsOfEvent } from '../repositories/participants-repository';
import {
  moderatePage,
  replacePhoto,
  setFamilyPhotosAllowed,
  setPageMessage,
} from '../repositories/student-pages-repository';
import { getTeam, listTeamsOfEvent } from '../repositories/teams-repository';
import { thonScopeReads } from './thon-scope';

export const studentPageReads = {
  ...thonScopeReads,
  getEvent,
  getTeam,
  getParticipant,
  listParticipantsOfEvent,
  listTeamsOfEvent,
  isParentLinked: async (parentId: string, participantId: string) =>
    (await getParentLink(parentId, participantId)) !== undefined,
};

export const studentPageStore = { setPageMessage, replacePhoto, moderatePage, setFamilyPhotosAllowed };
