// msw handlers for the Thon page's Teams panel: a roster whose teams remember their leader and
// teacher, and fake AssignTeamLeader / AssignClassTeacher that answer like the API (one leader per
// team, teachers must be teacher accounts, unknown emails 404). Add after thonHandlers().
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import { noAccountWithEmail, notATeacherAccount } from '@thon/shared/api/schemas/events';
import { teamLeaderAlreadyAssigned } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';
import { thonFixture } from './thon-handlers';

/** Accounts the fake API knows by email. */
export const assignableAccounts = {
  teacher: { email: 'elena.rivera@example.com', UserId: 'user-elena', Name: 'Elena Rivera', role: 'teacher' },
  leader: {
    email: 'marcus.chen@example.com',
    UserId: 'user-marcus',
    Name: 'Marcus Chen',
    role: 'team-leader',
  },
  parent: { email: 'maria.johnson@example.com', UserId: 'user-maria', Name: 'Maria Johnson', role: 'parent' },
} as const;

type Person = { UserId: string; Name: string } | null;

export function teamAssignmentHandlers() {
  const thon = thonFixture('live');
  const teams: { TeamId: string; Name: string; Leader: Person; Teacher: Person }[] = [
    { TeamId: 't-12', Name: 'Room 12', Leader: null, Teacher: null },
    { TeamId: 't-7', Name: 'Room 7', Leader: { UserId: 'user-dana', Name: 'Dana Brooks' }, Teacher: null },
    { TeamId: 'unassigned', Name: 'Unassigned', Leader: null, Teacher: null },
  ];
  const accountOf = (email: string) =>
    Object.values(assignableAccounts).find((account) => account.email === email.trim().toLowerCase());
  const answer = (team: (typeof teams)[number]) => ({
    EventId: thon.EventId,
    TeamId: team.TeamId,
    Name: team.Name,
    LeaderUserId: team.Leader?.UserId ?? null,
    TeacherUserId: team.Teacher?.UserId ?? null,
  });
  const read = async (request: Request) => {
    const body = (await request.json()) as { TeamId: string; Email: string };
    return { team: teams.find((team) => team.TeamId === body.TeamId), account: accountOf(body.Email) };
  };

  return [
    http.get(mswPath(routes.getThonRoster), () =>
      HttpResponse.json({ Thon: thon, Teams: teams.map((team) => ({ ...team })), Participants: [] }),
    ),
    http.get(mswPath(routes.getThonAccessCodes), () => HttpResponse.json([])),
    http.post(mswPath(routes.assignTeamLeader), async ({ request }) => {
      const { team, account } = await read(request);
      if (!team) return HttpResponse.json({ message: 'No such team.' }, { status: 404 });
      if (!account) return HttpResponse.json({ message: noAccountWithEmail }, { status: 404 });
      if (team.Leader && team.Leader.UserId !== account.UserId) {
        return HttpResponse.json({ message: teamLeaderAlreadyAssigned }, { status: 409 });
      }
      team.Leader = { UserId: account.UserId, Name: account.Name };
      return HttpResponse.json(answer(team));
    }),
    http.post(mswPath(routes.assignClassTeacher), async ({ request }) => {
      const { team, account } = await read(request);
      if (!team) return HttpResponse.json({ message: 'No such team.' }, { status: 404 });
      if (!account) return HttpResponse.json({ message: noAccountWithEmail }, { status: 404 });
      if (account.role !== 'teacher') {
        return HttpResponse.json({ message: notATeacherAccount }, { status: 400 });
      }
      team.Teacher = { UserId: account.UserId, Name: account.Name };
      return HttpResponse.json(answer(team));
    }),
  ];
}
