// msw handlers for the API as the web tests expect it to behave. Paths come from the route table.
import { http, HttpResponse } from 'msw';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { routes } from '@thon/shared/api/routes';
import { accessCodeResults, loginFailures } from '@thon/shared/api/schemas/auth';
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { userIdFromToken } from '../lib/session-token';
import { fakeToken, knownSessions, testSessions } from './sessions';

/** Event codes the fake API knows, upper-cased, with their event ids. */
const knownEventCodes: Readonly<Record<string, string>> = { SPRING25: 'evt-spring-25' };

/** The public page of the SPRING25 event, as GetEventPage answers it. */
export const eventPageFixture = {
  EventId: 'evt-spring-25',
  EventCode: 'SPRING25',
  Name: 'Spring Fun Run',
  OrganizationName: 'Maple Elementary',
  Status: 'live',
  UnitName: 'lap',
  Goal: 10000,
  Raised: 2500,
  Progress: 25,
  Participants: [
    {
      ParticipantId: 'p-1',
      DisplayName: 'Ava J.',
      TeamId: 't-1',
      PagePath: '/api/events/GetStudentPage/p-1',
    },
    {
      ParticipantId: 'p-2',
      DisplayName: 'Liam S.',
      TeamId: 't-2',
      PagePath: '/api/events/GetStudentPage/p-2',
    },
  ],
  ParticipantsListed: true,
  TopTeams: [
    { TeamId: 't-1', Name: "Mrs. Rivera's 3rd Grade", Raised: 1500, ParticipantCount: 1 },
    { TeamId: 't-2', Name: "Mr. Chen's 4th Grade", Raised: 1000, ParticipantCount: 1 },
  ],
};

/** An msw path pattern for a route: API Gateway `{param}` becomes msw `:param`. */
export function mswPath(route: AnyRoute): string {
  return route.path.replace(/\{(\w+)\}/g, ':$1');
}

export const outboxFixture = {
  emails: [
    {
      id: 'mail-2',
      from: 'no-reply@thon.local',
      to: ['donor@example.com', 'parent@example.com'],
      subject: 'Thanks for your pledge',
      text: 'Thank you for supporting the Spring Fun Run.',
      html: '<p>Thank you for supporting the Spring Fun Run.</p>',
      sentAt: '2025-04-02T15:30:00.000Z',
    },
    {
      id: 'mail-1',
      from: 'no-reply@thon.local',
      to: ['teacher@example.com'],
      subject: 'Reset your password',
      text: 'Follow the link to choose a new password.',
      sentAt: '2025-04-01T09:00:00.000Z',
    },
  ],
  sms: [
    {
      id: 'sms-1',
      phoneNumber: '+15555550123',
      message: 'Sponsor me in the Spring Fun Run!',
      sentAt: '2025-04-02T16:00:00.000Z',
    },
  ],
};

/** The password every fake account accepts. */
export const testPassword = 'Correct#Horse1';
/** Usernames the fake login knows, with the session each signs in to. */
const testUsernames: Readonly<Record<string, string>> = {
  'demo.participant': testSessions.participant.UserId,
  'demo.parent': testSessions.parent.UserId,
  'demo.vendor': testSessions.vendor.UserId,
  'demo.admin': testSessions.superAdmin.UserId,
  'demo.teacher': testSessions.teacher.UserId,
};
export const inactiveUsername = 'demo.inactive';

/** Access codes and what the fake access-code logins answer for them (spec section 4). */
const testAccessCodes: Readonly<Record<string, string>> = {
  RUNAVA01: fakeToken(testSessions.participant.UserId),
  FALMIA01: accessCodeResults.expired,
  BROKEN01: accessCodeResults.error,
  ELSEWHERE: accessCodeResults.notAllowed,
};
const accessCodeAnswer = (code: string) =>
  testAccessCodes[code.trim().toUpperCase()] ?? accessCodeResults.invalid;

export const knownResetEmail = 'demo.parent@example.com';
export const validResetToken = 'reset-token-ok';
export const validSsoCode = 'sso-code-ok';

const notSignedIn = () => HttpResponse.json({ message: 'Please log in.' }, { status: 401 });

function sessionOf(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const userId = userIdFromToken(token);
  if (!userId || request.headers.get('x-user-id') !== userId) return undefined;
  return knownSessions.get(userId);
}

const signInHandlers = [
  http.post(mswPath(routes.login), async ({ request }) => {
    const body = (await request.json()) as { Username: string; Password: string };
    if (body.Password !== testPassword) return HttpResponse.json(loginFailures.authenticationFailed);
    if (body.Username === inactiveUsername) return HttpResponse.json(loginFailures.inactiveUser);
    const userId = testUsernames[body.Username];
    return HttpResponse.json(userId ? fakeToken(userId) : loginFailures.authenticationFailed);
  }),
  http.post(mswPath(routes.loginWithAccessCode), async ({ request }) => {
    const body = (await request.json()) as { AccessCode: string };
    return HttpResponse.json(accessCodeAnswer(body.AccessCode));
  }),
  http.post(mswPath(routes.loginWithAccessCodeForQrCode), async ({ request }) => {
    const body = (await request.json()) as { AccessCode: string };
    return HttpResponse.json(accessCodeAnswer(atob(body.AccessCode)));
  }),
  http.post(mswPath(routes.addActivityOnlyOnce), ({ request }) =>
    sessionOf(request) ? HttpResponse.json({ Added: true }) : notSignedIn(),
  ),
  http.get(mswPath(routes.getSession), ({ request }) => {
    const session = sessionOf(request);
    return session ? HttpResponse.json(session) : notSignedIn();
  }),
  http.get(mswPath(routes.logout), ({ request }) =>
    sessionOf(request) ? HttpResponse.json({ Success: true }) : notSignedIn(),
  ),
  http.post(mswPath(routes.emailPasswordResetLink), async ({ request }) => {
    const body = (await request.json()) as { Email: string };
    return HttpResponse.json(body.Email.toLowerCase() === knownResetEmail ? 'success' : 'not found');
  }),
  http.post(mswPath(routes.resetPassword), async ({ request }) => {
    const body = (await request.json()) as { Token: string };
    return body.Token === validResetToken
      ? HttpResponse.json('success')
      : HttpResponse.json({ message: 'This reset link has expired or was already used.' }, { status: 400 });
  }),
  http.post(mswPath(routes.createSsoHandoff), async ({ request }) => {
    if (!sessionOf(request)) return notSignedIn();
    const body = (await request.json()) as { Target: 'admin' | 'main' };
    const host = body.Target === 'admin' ? 'http://admin.localhost:5173' : 'http://localhost:5173';
    return HttpResponse.json({ Code: validSsoCode, Url: `${host}/sso#code=${validSsoCode}` });
  }),
  http.post(mswPath(routes.exchangeSsoHandoff), async ({ request }) => {
    const body = (await request.json()) as { Code: string };
    return body.Code === validSsoCode
      ? HttpResponse.json(fakeToken(testSessions.superAdmin.UserId))
      : HttpResponse.json({ message: 'This sign-in code is not valid.' }, { status: 400 });
  }),
];

export const defaultHandlers = [
  ...signInHandlers,
  http.post(mswPath(routes.eventCode), async ({ request }) => {
    const body = (await request.json()) as { EventCode?: string };
    const code = (body.EventCode ?? '').trim().toUpperCase();
    return HttpResponse.json(knownEventCodes[code] ?? eventNotFound);
  }),
  http.get(mswPath(routes.getEventPage), ({ params }) =>
    params.eventId === eventPageFixture.EventId
      ? HttpResponse.json(eventPageFixture)
      : HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
  ),
  http.get('/__dev/outbox', () => HttpResponse.json(outboxFixture)),
  // The login page asks for nearby events; by default the visitor is nowhere known.
  http.get(mswPath(routes.getNearbyEvents), () => HttpResponse.json({ NearbyEvents: [] })),
];
