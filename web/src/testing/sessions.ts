// Sessions and tokens for web tests. Tokens are shaped like the API's JWTs (the browser only
// reads their `sub` claim); the fake API in handlers.ts knows the sessions registered here.
import type { Session } from '@thon/shared/api/schemas/session';
import { applicationRoleNames, roleFlags, type Role } from '@thon/shared/auth/roles';
import { writeSession } from '../lib/session-storage';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function fakeToken(userId: string): string {
  return [
    base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })),
    base64Url(JSON.stringify({ sub: userId, sid: `sid-${userId}`, iss: 'thon', aud: 'thon-web' })),
    'c2lnbmF0dXJl',
  ].join('.');
}

export function makeSession(role: Role, overrides: Partial<Session> = {}): Session {
  const userId = overrides.UserId ?? `user-${role}`;
  return {
    Token: fakeToken(userId),
    UserId: userId,
    FirstName: 'Test',
    LastName: role,
    Email: `${role}@example.com`,
    Role: role,
    ApplicationRole: applicationRoleNames[role],
    ParticipantId: null,
    ParentId: null,
    AvatarUrl: null,
    Location: null,
    IpAddress: null,
    NearbyEvents: [],
    OrganizationTypes: [],
    ...roleFlags(role),
    ForceAccessCode: false,
    IsTeacherPageOptedIn: false,
    FranchiseId: null,
    VendorId: null,
    VendorName: null,
    IsVendorOwner: false,
    ...overrides,
  };
}

export const testSessions = {
  participant: makeSession('participant', {
    UserId: 'user-ava',
    FirstName: 'Ava',
    LastName: 'Johnson',
    ParticipantId: 'participant-ava',
  }),
  parent: makeSession('parent', {
    UserId: 'user-maria',
    FirstName: 'Maria',
    LastName: 'Johnson',
    ParentId: 'parent-maria',
  }),
  vendor: makeSession('vendor', { UserId: 'user-victor', FirstName: 'Victor', LastName: 'Nguyen' }),
  superAdmin: makeSession('super-admin', {
    UserId: 'user-alex',
    FirstName: 'Alex',
    LastName: 'Morgan',
  }),
  teacher: makeSession('teacher', {
    UserId: 'user-elena',
    FirstName: 'Elena',
    LastName: 'Rivera',
  }),
} satisfies Record<string, Session>;

/** Sessions the fake API answers GetSession for, by user id; tests may add their own. */
export const knownSessions = new Map<string, Session>(
  Object.values(testSessions).map((session) => [session.UserId, session]),
);

/** Stores a session in the browser as a sign-in would. */
export function signInAs(session: Session): void {
  knownSessions.set(session.UserId, session);
  writeSession({ token: fakeToken(session.UserId), userId: session.UserId });
}
