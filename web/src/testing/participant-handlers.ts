// msw handlers for the participant, parent and student-page calls. The default ones
// only read; a test that adds participants uses parentApiWithLimit() for a list that grows.
import { http, HttpResponse } from 'msw';
import type * as z from 'zod';
import { routes } from '@thon/shared/api/routes';
import {
  parentLimitReached,
  participantNotLinked,
  type ParticipantEntry,
} from '@thon/shared/api/schemas/participants';
import type { studentPageSchema } from '@thon/shared/api/schemas/public-pages';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { accessCodeInvalid, invalidEventCode } from '@thon/shared/catalog/messages';
import { userIdFromToken } from '../lib/session-token';
import { eventPageFixture, mswPath } from './handlers';
import { knownSessions, testSessions } from './sessions';

const eventId = eventPageFixture.EventId;

export function participantEntry(
  overrides: Partial<ParticipantEntry> & { ParticipantId: string },
): ParticipantEntry {
  return {
    UserId: null,
    EventId: eventId,
    TeamId: 't-1',
    FirstName: 'Kid',
    LastName: 'Johnson',
    Goal: 350,
    AccessCode: 'RUNKID01',
    Grade: null,
    ShirtSize: null,
    StudentPageVariant: 'desktop',
    ...overrides,
  };
}

/** Ava (the participant account, desktop page) and Leo (mobile page), Maria's children. */
export const avaEntry = participantEntry({
  ParticipantId: 'participant-ava',
  UserId: testSessions.participant.UserId,
  FirstName: 'Ava',
  AccessCode: 'RUNAVA01',
});
export const leoEntry = participantEntry({
  ParticipantId: 'participant-leo',
  FirstName: 'Leo',
  Goal: 500,
  AccessCode: 'RUNLEO01',
  StudentPageVariant: 'mobile',
});

// As the API sends them: it parses every answer with its schema, defaults filled in, and the
// student page reads the answer as sent (lib/read-api.ts).
const studentPageFixtures: Record<string, z.output<typeof studentPageSchema>> = {
  'participant-ava': {
    ParticipantId: 'participant-ava',
    EventId: eventId,
    DisplayName: 'Ava J.',
    Goal: 350,
    Raised: 420,
    Progress: 100,
    Units: 12,
    UnitName: 'unit',
    StudentPageVariant: 'desktop',
    Pledged: 0,
    Supporters: [],
  },
  'participant-leo': {
    ParticipantId: 'participant-leo',
    EventId: eventId,
    DisplayName: 'Leo J.',
    Goal: 500,
    Raised: 125,
    Progress: 25,
    Units: 0,
    UnitName: 'unit',
    StudentPageVariant: 'mobile',
    Pledged: 0,
    Supporters: [],
  },
};

/**
 * As GetParentDashboard answers: each child with its event's name and its figures; the children in
 * `awaiting` (created by the parent) wait for the organizer's approval.
 */
function dashboardOf(list: readonly ParticipantEntry[], awaiting: ReadonlySet<string> = new Set()) {
  return {
    Participants: list.map((entry) => {
      const page = studentPageFixtures[entry.ParticipantId] as
        { Goal: number; Raised: number; Progress: number } | undefined;
      return {
        Participant: entry,
        EventName: entry.EventId === eventId ? eventPageFixture.Name : null,
        Goal: page?.Goal ?? entry.Goal,
        Raised: page?.Raised ?? 0,
        Progress: page?.Progress ?? 0,
        AwaitingApproval: awaiting.has(entry.ParticipantId),
        PageMessageHidden: false,
        FamilyPhotosAllowed: false,
      };
    }),
  };
}

/** The access code the fake AddParticipant links, and the code of that child's event (new children's too). */
export const linkableAccessCode = 'RUNNEW01';
export const linkableEventCode = 'SPRING25';

const notSignedIn = () => HttpResponse.json({ message: 'Please log in.' }, { status: 401 });
const forbidden = () => HttpResponse.json({ message: 'Forbidden.' }, { status: 403 });

function callerOf(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const userId = userIdFromToken(token);
  if (!userId || request.headers.get('x-user-id') !== userId) return undefined;
  return knownSessions.get(userId);
}

interface AddBody {
  AccessCode?: string;
  EventCode?: string;
  FirstName?: string;
  LastName?: string;
  Goal?: number;
  Grade?: string;
  ShirtSize?: string;
}

function answerAdd(body: AddBody, count: number): ParticipantEntry | Response {
  if (count >= maxParticipantsPerParent) {
    return HttpResponse.json({ message: parentLimitReached }, { status: 409 });
  }
  if (body.AccessCode !== undefined) {
    // As the API: a code of another event answers exactly like a wrong code.
    if (
      body.AccessCode.trim().toUpperCase() !== linkableAccessCode ||
      body.EventCode?.trim().toUpperCase() !== linkableEventCode
    ) {
      return HttpResponse.json({ message: accessCodeInvalid }, { status: 400 });
    }
    return participantEntry({
      ParticipantId: `added-${count + 1}`,
      FirstName: 'Noah',
      AccessCode: linkableAccessCode,
    });
  }
  // As the API: a new child's event is named by its event code.
  if (body.EventCode?.trim().toUpperCase() !== linkableEventCode) {
    return HttpResponse.json({ message: invalidEventCode }, { status: 400 });
  }
  return participantEntry({
    ParticipantId: `added-${count + 1}`,
    FirstName: body.FirstName ?? '',
    LastName: body.LastName ?? '',
    Goal: body.Goal ?? 350,
    Grade: body.Grade ?? null,
    ShirtSize: body.ShirtSize ?? null,
  });
}

const notLinked = () => HttpResponse.json({ message: participantNotLinked }, { status: 404 });

/**
 * A parent whose list starts with `initial` children, grows with each add (up to the limit) and
 * shrinks with each remove. Children it creates (and those in `awaiting`) wait for approval.
 */
export function parentApiWithLimit(initial: ParticipantEntry[], awaiting: readonly string[] = []) {
  const list = [...initial];
  const awaitingIds = new Set(awaiting);
  const added: AddBody[] = [];
  const removed: string[] = [];
  const handlers = [
    http.get(mswPath(routes.getParticipantsByParent), ({ request }) =>
      callerOf(request) ? HttpResponse.json(list) : notSignedIn(),
    ),
    http.get(mswPath(routes.getParentDashboard), ({ request }) =>
      callerOf(request) ? HttpResponse.json(dashboardOf(list, awaitingIds)) : notSignedIn(),
    ),
    http.post(mswPath(routes.addParentParticipant), async ({ request }) => {
      if (!callerOf(request)) return notSignedIn();
      const body = (await request.json()) as AddBody;
      const answer = answerAdd(body, list.length);
      if (answer instanceof Response) return answer;
      added.push(body);
      list.push(answer);
      const AwaitingApproval = body.AccessCode === undefined;
      if (AwaitingApproval) awaitingIds.add(answer.ParticipantId);
      // As the API answers: only the added child's id, event and name, and whether it waits.
      const { ParticipantId, EventId, FirstName, LastName } = answer;
      return HttpResponse.json({ ParticipantId, EventId, FirstName, LastName, AwaitingApproval });
    }),
    http.delete(mswPath(routes.removeParentParticipant), ({ request, params }) => {
      if (!callerOf(request)) return notSignedIn();
      const index = list.findIndex((entry) => entry.ParticipantId === params.participantId);
      if (index < 0) return notLinked();
      list.splice(index, 1);
      removed.push(String(params.participantId));
      return HttpResponse.json({ ParticipantId: String(params.participantId) });
    }),
  ];
  return { handlers, list, added, removed };
}

export const participantHandlers = [
  http.get(mswPath(routes.getParticipantsByParent), ({ request, params }) => {
    const caller = callerOf(request);
    if (!caller) return notSignedIn();
    if (params.userId !== caller.UserId) return forbidden();
    return HttpResponse.json(caller.UserId === testSessions.parent.UserId ? [avaEntry, leoEntry] : []);
  }),
  http.get(mswPath(routes.getParentDashboard), ({ request, params }) => {
    const caller = callerOf(request);
    if (!caller) return notSignedIn();
    if (params.userId !== caller.UserId) return forbidden();
    return HttpResponse.json(
      dashboardOf(caller.UserId === testSessions.parent.UserId ? [avaEntry, leoEntry] : []),
    );
  }),
  http.get(mswPath(routes.getParticipantsByUserId), ({ request, params }) => {
    const caller = callerOf(request);
    if (!caller) return notSignedIn();
    if (params.userId !== caller.UserId) return forbidden();
    // As the API answers the child's own account: the entry without the access code.
    const { AccessCode: _secret, ...ownEntry } = avaEntry;
    return HttpResponse.json(caller.UserId === testSessions.participant.UserId ? [ownEntry] : []);
  }),
  http.get(mswPath(routes.isLoggedInUserIsTeacher), ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return notSignedIn();
    return HttpResponse.json({ IsTeacher: caller.IsTeacher, EventId: caller.IsTeacher ? eventId : null });
  }),
  http.get(mswPath(routes.getStudentPage), ({ params }) => {
    const page = studentPageFixtures[String(params.participantId)];
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ message: 'No such participant.' }, { status: 404 });
  }),
  http.post(mswPath(routes.recordVisit), () => HttpResponse.json({ VisitId: 'visit-1' })),
  http.post(mswPath(routes.addParentParticipant), async ({ request }) => {
    if (!callerOf(request)) return notSignedIn();
    const answer = answerAdd((await request.json()) as AddBody, 2);
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  }),
  // The fixed list never changes: removing answers as if another tab had removed the child already.
  http.delete(mswPath(routes.removeParentParticipant), ({ request }) =>
    callerOf(request) ? notLinked() : notSignedIn(),
  ),
];
