// IsLoggedInUserIsTeacher: a teacher-role user and the event of their class. A teacher who taught
// in several Thons (one a year) gets the one that matters now: a live Thon, else a draft (coming
// up), else the latest finished one; the later start date breaks ties. Super admins skip the check
// (spec section 6).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { Caller } from '../caller';
import type { TeacherTeamReads } from './ports';

export interface TeacherCheckDeps {
  teams: TeacherTeamReads;
}

/** The caller is the bearer token's session (the authorizer's); the path's placeholder is unused. */
export async function teacherCheck(
  { teams }: TeacherCheckDeps,
  caller: Caller,
): Promise<{ IsTeacher: boolean; EventId: string | null }> {
  if (caller.role !== 'teacher') return { IsTeacher: false, EventId: null };
  const eventIds = [...new Set((await teams.listTeamsOfTeacher(caller.userId)).map((team) => team.eventId))];
  if (eventIds.length <= 1) return { IsTeacher: true, EventId: eventIds[0] ?? null };
  const [current] = (await teams.getEvents(eventIds)).sort(byRelevance);
  return { IsTeacher: true, EventId: current?.eventId ?? null };
}

const statusRank: Record<EventRecord['status'], number> = { live: 0, draft: 1, completed: 2, processed: 3 };

function byRelevance(a: EventRecord, b: EventRecord): number {
  return statusRank[a.status] - statusRank[b.status] || b.startDate.localeCompare(a.startDate);
}
