// In-memory participants-area ports (domain/participants/ports.ts): events, teams, participants,
// users and parent links held in maps, so a use case's rules run without the emulator. Each port
// answers like its DynamoDB store: a missing item is undefined, lists keep only what exists.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ParentLinkRecord } from '../../../src/data/repositories/parents-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type {
  ParentLinkReads,
  ParticipantAccessReads,
  ParticipantStore,
  UserReads,
} from '../../../src/domain/participants/ports';

export class ParticipantRecords
  implements ParticipantAccessReads, ParticipantStore, UserReads, ParentLinkReads
{
  readonly events = new Map<string, EventRecord>();
  readonly teams = new Map<string, TeamRecord>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly users = new Map<string, UserRecord>();
  readonly links: ParentLinkRecord[] = [];

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addTeam(team: Partial<TeamRecord> & Pick<TeamRecord, 'eventId' | 'teamId'>): this {
    this.teams.set(`${team.eventId}/${team.teamId}`, team as TeamRecord);
    return this;
  }

  addParticipant(participant: Partial<ParticipantRecord> & Pick<ParticipantRecord, 'participantId'>): this {
    this.participants.set(participant.participantId, participant as ParticipantRecord);
    return this;
  }

  addUser(user: Partial<UserRecord> & Pick<UserRecord, 'userId'>): this {
    this.users.set(user.userId, user as UserRecord);
    return this;
  }

  linkParent(parentId: string, participantId: string): this {
    this.links.push({ parentId, participantId } as ParentLinkRecord);
    return this;
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getTeam = (eventId: string, teamId: string) => Promise.resolve(this.teams.get(`${eventId}/${teamId}`));
  isParentLinked = (parentId: string, participantId: string) =>
    Promise.resolve(
      this.links.some((link) => link.parentId === parentId && link.participantId === participantId),
    );
  getParticipant = (participantId: string) => Promise.resolve(this.participants.get(participantId));
  getParticipants = (participantIds: readonly string[]) =>
    Promise.resolve(participantIds.flatMap((id) => this.participants.get(id) ?? []));
  listParticipantsOfUser = (userId: string) =>
    Promise.resolve([...this.participants.values()].filter((participant) => participant.userId === userId));
  setParticipantExperiment = (participantId: string, experiment: ParticipantRecord['experiment']) => {
    const participant = this.participants.get(participantId);
    if (participant) this.participants.set(participantId, { ...participant, experiment });
    return Promise.resolve();
  };
  getUser = (userId: string) => Promise.resolve(this.users.get(userId));
  listParentLinks = (parentId: string) =>
    Promise.resolve(this.links.filter((link) => link.parentId === parentId));
}

/** The deps object every participants use case takes, all on one in-memory table. */
export function participantPorts(records: ParticipantRecords) {
  return { access: records, participants: records, users: records, parentLinks: records };
}
