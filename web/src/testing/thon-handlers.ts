// msw handlers and fixtures for the organizer's Thon pages and the teacher's class. Tests add them
// with server.use(...thonHandlers()); each call starts from a fresh copy of the fixtures.
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import { thonLocked, type EventStatus } from '@thon/shared/api/schemas/events';
import { editableStatuses } from '@thon/shared/events/event-status';
import {
  invalidUnits,
  participantImportFieldsRequired,
  participantsNotImported,
  resultOutOfRange,
  thonNotCreated,
} from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';
import { approvalApi } from './approval-handlers';
import { pledgeApi } from './pledge-handlers';
import { processingApi } from './processing-handlers';
import { makeSession, testSessions } from './sessions';

export const organizerSession = makeSession('organizer', {
  UserId: 'user-priya',
  FirstName: 'Priya',
  LastName: 'Patel',
  ApplicationRole: 'Organizer',
});

/** A Thon name the fake CreateThon fails on, as the API does when it cannot write. */
export const failingThonName = 'Broken Thon';
/** The most units the fake RecordUnits accepts. */
const fakeMaxUnits = 30;

export function thonFixture(status: EventStatus = 'draft') {
  return {
    EventId: 'evt-new',
    EventCode: 'RUN7KQ2M',
    Name: 'Maple Fun Run',
    OrganizationId: 'org-1',
    OrganizationName: 'Maple Elementary',
    OrganizationType: 'Elementary School',
    SchoolLevel: 'Elementary' as string | null,
    City: 'Oak Park' as string | null,
    State: 'IL' as string | null,
    Status: status,
    StartDate: '2026-05-01',
    EndDate: '2026-05-02',
    TimeZone: 'America/New_York',
    UnitName: 'lap',
    Goal: 10000,
    MinUnits: 0,
    MaxUnits: 0,
  };
}

const room12 = {
  TeamId: 't-12',
  Name: 'Room 12',
  Leader: null,
  Teacher: { UserId: testSessions.teacher.UserId, Name: 'Elena Rivera' },
};
const room14 = { TeamId: 't-14', Name: 'Room 14', Leader: null, Teacher: null };
const ava = {
  ParticipantId: 'p-ava',
  TeamId: 't-12',
  FirstName: 'Ava',
  LastName: 'Adams',
  Goal: 350,
  Units: 4,
  HiddenFromPublic: false,
};
const ben = {
  ParticipantId: 'p-ben',
  TeamId: 't-12',
  FirstName: 'Ben',
  LastName: 'Brown',
  Goal: 350,
  Units: null,
  HiddenFromPublic: false,
};
const cy = {
  ParticipantId: 'p-cy',
  TeamId: 't-14',
  FirstName: 'Cy',
  LastName: 'Cole',
  Goal: 350,
  Units: 7,
  HiddenFromPublic: false,
};

const rosterParticipants = [ava, ben, cy];
/** GetThonRoster's answer to the organizer: every team and participant. */
const organizerRoster = { Teams: [room12, room14], Participants: rosterParticipants };
/** GetThonRoster's answer to the teacher (Elena), as the server gives it: her class Room 12 only. */
const teacherRoster = { Teams: [room12], Participants: [ava, ben] };

/** Rows of a CSV text that lack first name, last name or goal (header = row 1). */
function failedRows(csv: string) {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const names = header.split(',').map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
  const required = ['firstname', 'lastname', 'goal'].map((name) => names.indexOf(name));
  if (required.includes(-1)) return undefined;
  return {
    rows: lines.length,
    failed: lines.flatMap((line, index) => {
      const cells = line.split(',').map((cell) => cell.trim());
      return required.some((column) => !cells[column])
        ? [{ Row: index + 2, Reason: participantImportFieldsRequired }]
        : [];
    }),
  };
}

/** Answers a Thon whose name is this fails the fake UpdateThon with the server's 409 text. */
export const lockedThonName = 'Locked Thon';

export function thonHandlers(
  options: {
    status?: EventStatus;
    teacherEventId?: string | null;
    /** What GetMyThons answers; the current Thon alone when not given. */
    myThons?: ReturnType<typeof thonFixture>[];
  } = {},
) {
  let thon = thonFixture(options.status);
  /** Participants hidden from the public pages by the fake SetParticipantHidden. */
  const hidden = new Set<string>();
  const withHidden = (roster: typeof organizerRoster) => ({
    ...roster,
    Participants: roster.Participants.map((entry) => ({
      ...entry,
      HiddenFromPublic: hidden.has(entry.ParticipantId),
    })),
  });
  const teacherEventId = options.teacherEventId === undefined ? thon.EventId : options.teacherEventId;
  return [
    // The Thon page's pledges section reads its report (tests that check it add their own pledgeApi()).
    ...pledgeApi().handlers,
    // A completed Thon's processing section reads its report (tests that check it add their own processingApi()).
    ...processingApi().handlers,
    // The Thon page reads its approval queue (tests that check it add their own approvalApi()).
    ...approvalApi().handlers,
    http.post(mswPath(routes.createThon), async ({ request }) => {
      const body = (await request.json()) as { Name: string };
      if (body.Name === failingThonName) {
        return HttpResponse.json({ message: thonNotCreated }, { status: 500 });
      }
      thon = { ...thonFixture(), Name: body.Name };
      return HttpResponse.json(thon);
    }),
    http.get(mswPath(routes.getMyThons), () => HttpResponse.json(options.myThons ?? [thon])),
    http.post(mswPath(routes.updateThon), async ({ request }) => {
      const body = (await request.json()) as Partial<ReturnType<typeof thonFixture>>;
      if (!editableStatuses.includes(thon.Status) || body.Name === lockedThonName) {
        return HttpResponse.json({ message: thonLocked }, { status: 409 });
      }
      thon = { ...thon, ...body };
      return HttpResponse.json(thon);
    }),
    http.post(mswPath(routes.changeThonStatus), async ({ request }) => {
      const body = (await request.json()) as { Status: EventStatus };
      thon = { ...thon, Status: body.Status };
      return HttpResponse.json(thon);
    }),
    http.get(mswPath(routes.getThonRoster), ({ params, request }) => {
      if (params.eventId !== thon.EventId) {
        return HttpResponse.json({ message: 'No such event.' }, { status: 404 });
      }
      const isTeacher = request.headers.get('X-User-Id') === testSessions.teacher.UserId;
      return HttpResponse.json({ Thon: thon, ...withHidden(isTeacher ? teacherRoster : organizerRoster) });
    }),
    http.post(mswPath(routes.setParticipantHidden), async ({ request }) => {
      const body = (await request.json()) as { ParticipantId: string; HiddenFromPublic: boolean };
      if (body.HiddenFromPublic) hidden.add(body.ParticipantId);
      else hidden.delete(body.ParticipantId);
      return HttpResponse.json(body);
    }),
    http.get(mswPath(routes.getThonAccessCodes), () =>
      HttpResponse.json(
        rosterParticipants.map(({ ParticipantId, TeamId, FirstName, LastName }) => ({
          ParticipantId,
          TeamId,
          FirstName,
          LastName,
          AccessCode: `CODE-${FirstName.toUpperCase()}`,
        })),
      ),
    ),
    http.post(mswPath(routes.importParticipants), async ({ request }) => {
      const body = (await request.json()) as { Csv: string };
      const result = failedRows(body.Csv);
      if (!result) return HttpResponse.json({ message: participantImportFieldsRequired }, { status: 400 });
      return HttpResponse.json({
        Imported: result.rows - result.failed.length,
        AlreadyImported: 0,
        Failed: result.failed,
        Message: result.failed.length > 0 ? participantsNotImported : null,
      });
    }),
    http.post(mswPath(routes.setTeacherPageOptIn), async ({ request }) => {
      const body = (await request.json()) as { OptedIn: boolean };
      return HttpResponse.json({ IsTeacherPageOptedIn: body.OptedIn });
    }),
    http.post(mswPath(routes.recordUnits), async ({ request }) => {
      const body = (await request.json()) as { ParticipantId: string; Units: string | number };
      const units = Number(String(body.Units).trim() || Number.NaN);
      if (!Number.isSafeInteger(units) || units < 0) {
        return HttpResponse.json({ message: invalidUnits }, { status: 400 });
      }
      if (units > fakeMaxUnits) return HttpResponse.json({ message: resultOutOfRange }, { status: 400 });
      return HttpResponse.json({ ParticipantId: body.ParticipantId, Units: units, MaxUnits: fakeMaxUnits });
    }),
    http.get(mswPath(routes.isLoggedInUserIsTeacher), ({ request }) => {
      const isTeacher = request.headers.get('x-user-id') === testSessions.teacher.UserId;
      return HttpResponse.json({ IsTeacher: isTeacher, EventId: isTeacher ? teacherEventId : null });
    }),
  ];
}
