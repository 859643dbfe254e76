// The admin console's users through the local gateway against the emulator: search three ways (a
// name prefix on gsi2, an exact username, an exact email) and a franchise's users; an invitation
// creates the account and emails (local outbox) a set-password link that sets a password the user
// then signs in with; a franchisee user reaches only their franchise's team leaders (another
// franchise's user answers 404 exactly like an unknown id); deactivation ends the sessions at once;
// and every change has its audit entry. The last active super admin has a file of its own
// (users-admin-last-super-admin.test.ts): it demotes the stack's other super admins.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emailAlreadyExists,
  inviteEmailSubject,
  notFound,
  pageCursorNotValid,
} from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createFranchise } from './test-franchises';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = Date.now().toString(36);

interface AdminUser {
  UserId: string;
  Username: string;
  Email: string;
  Role: string;
  FranchiseId?: string;
  Active: boolean;
}
interface UserList {
  Users: AdminUser[];
  NextCursor?: string;
}

const search = async (params: Record<string, string>, headers: Record<string, string>) => {
  const answer = await api.get(
    `/api/users-admin/SearchUsers?${new URLSearchParams(params).toString()}`,
    headers,
  );
  return answer;
};
const searchIds = async (params: Record<string, string>, headers: Record<string, string>) => {
  const answer = await search(params, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as UserList).Users.map((user) => user.UserId);
};

let admin: SignedInTestUser;
let north: string;
let south: string;
let northOwner: SignedInTestUser;

// Territories are one map for every test file on the stack: two ZIPs of this run's own, in a range
// no other file claims (franchises.test.ts holds '97', organizations.test.ts 930xx-939xx).
const usersZipBase = 94500 + Math.floor(Math.random() * 200) * 2;

const franchiseOfRun = (name: string, zipPrefix: string) =>
  createFranchise(api, admin.headers, `${name} ${run}`, zipPrefix);

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'users-admin');
  north = await franchiseOfRun('North Users', String(usersZipBase));
  south = await franchiseOfRun('South Users', String(usersZipBase + 1));
  northOwner = await signedInTestUser('franchisee-user', 'north-owner', { franchiseId: north });
});

async function invite(body: Record<string, unknown>, headers = admin.headers): Promise<AdminUser> {
  const answer = await api.post('/api/users-admin/InviteUser', body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminUser;
}

const leader = (label: string, franchiseId: string, lastName = `Leader${run}`) => ({
  Email: `${label}-${run}@example.com`,
  FirstName: label,
  LastName: lastName,
  Role: 'franchisee-team-leader',
  FranchiseId: franchiseId,
});

describe('searching users', () => {
  it('finds by a name prefix (any case, accents ignored), an exact username and an exact email', async () => {
    const first = await invite({ ...leader('Zoe', north, `Quiñones${run}`), FirstName: 'Zoë' });
    const second = await invite(leader('Zack', south, `Quinones${run}`));
    expect(await searchIds({ Name: `QUINONES${run}` }, admin.headers)).toEqual([second.UserId, first.UserId]);
    expect(await searchIds({ Name: `quiñones${run} zo` }, admin.headers)).toEqual([first.UserId]);
    expect(await searchIds({ Username: first.Username.toUpperCase() }, admin.headers)).toEqual([
      first.UserId,
    ]);
    expect(await searchIds({ Email: second.Email }, admin.headers)).toEqual([second.UserId]);
    expect(await searchIds({ Email: `nobody-${run}@example.com` }, admin.headers)).toEqual([]);
    const southern = await searchIds({ FranchiseId: south }, admin.headers);
    expect(southern).toContain(second.UserId);
    expect(southern).not.toContain(first.UserId);
  });

  it("gives a franchisee user their franchise's users only; another franchise answers as unknown", async () => {
    const mine = await invite(leader('Mia', north));
    const theirs = await invite(leader('Theo', south));
    const visible = await searchIds({}, northOwner.headers);
    expect(visible).toContain(mine.UserId);
    expect(visible).toContain(northOwner.userId);
    expect(visible).not.toContain(theirs.UserId);
    expect(await searchIds({ Email: theirs.Email }, northOwner.headers)).toEqual([]);
    const other = await search({ FranchiseId: south }, northOwner.headers);
    const unknown = await search({ FranchiseId: `nowhere-${run}` }, northOwner.headers);
    expect(other).toEqual({ status: 404, body: { message: notFound } });
    expect(unknown).toEqual(other);
  });

  it('pages with the cursor it handed out and refuses one carried to another list', async () => {
    await invite(leader('Page1', north));
    await invite(leader('Page2', north));
    const first = await search({ FranchiseId: north, PageSize: '1' }, admin.headers);
    const cursor = (first.body as UserList).NextCursor ?? '';
    expect(cursor).not.toBe('');
    const next = await search({ FranchiseId: north, PageSize: '1', Cursor: cursor }, admin.headers);
    expect(next.status).toBe(200);
    expect((next.body as UserList).Users[0]?.UserId).not.toBe((first.body as UserList).Users[0]?.UserId);
    const carried = await search({ FranchiseId: south, Cursor: cursor }, admin.headers);
    expect(carried.status).toBe(400);
    expect(carried.body).toMatchObject({ message: pageCursorNotValid });
    expect((await search({ Name: 'a', Email: 'a@example.com' }, admin.headers)).status).toBe(400);
  });
});

describe('inviting a user', () => {
  it('emails a set-password link with which the user sets a password and signs in', async () => {
    const invited = await invite(leader('Ivy', north));
    const [email] = await emailsTo(invited.Email);
    expect(email?.subject).toBe(inviteEmailSubject);
    expect(email?.text).toContain('within 1 hour');
    const token = /\/reset-password#token=([\w-]+)/.exec(email?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const password = 'Invited#Pass2026';
    expect(await api.post('/api/Users/ResetPassword', { Token: token, Password: password })).toEqual({
      status: 200,
      body: 'success',
    });
    const login = await api.post('/authentication/login', { Username: invited.Username, Password: password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });

  it("answers an email in use with the product's wording", async () => {
    const invited = await invite(leader('Dup', north));
    const again = await api.post(
      '/api/users-admin/InviteUser',
      { ...leader('Dup', south), Email: invited.Email.toUpperCase() },
      admin.headers,
    );
    expect(again).toEqual({ status: 409, body: { message: emailAlreadyExists } });
  });

  it('lets a franchisee user invite only team leaders of their own franchise', async () => {
    expect((await invite(leader('Own', north), northOwner.headers)).FranchiseId).toBe(north);
    const elsewhere = await api.post(
      '/api/users-admin/InviteUser',
      leader('Else', south),
      northOwner.headers,
    );
    expect(elsewhere).toEqual({ status: 404, body: { message: notFound } });
    const owner = await api.post(
      '/api/users-admin/InviteUser',
      { ...leader('Boss', north), Role: 'franchisee-user' },
      northOwner.headers,
    );
    expect(owner.status).toBe(403);
    const noFranchise = await api.post(
      '/api/users-admin/InviteUser',
      { ...leader('Nof', north), FranchiseId: undefined },
      admin.headers,
    );
    expect(noFranchise.status).toBe(400);
  });
});

describe('changing users', () => {
  it('deactivation ends the sessions at once; reactivation lets the user sign in again', async () => {
    const teamLeader = await signedInTestUser('franchisee-team-leader', 'deactivated', {
      franchiseId: north,
    });
    expect((await api.get('/api/Users/GetSession', teamLeader.headers)).status).toBe(200);
    const off = await api.post(
      '/api/users-admin/SetUserActive',
      { UserId: teamLeader.userId, Active: false },
      northOwner.headers,
    );
    expect(off).toMatchObject({ status: 200, body: { Active: false } });
    expect((await api.get('/api/Users/GetSession', teamLeader.headers)).status).toBeGreaterThanOrEqual(401);
    const { getSessionRecord } = await import('../../src/data/repositories/sessions-repository');
    const { tokenClaims } = await import('./api-client');
    expect(await getSessionRecord(tokenClaims(teamLeader.token).sid)).toBeUndefined();
    const on = await api.post(
      '/api/users-admin/SetUserActive',
      { UserId: teamLeader.userId, Active: true },
      northOwner.headers,
    );
    expect(on).toMatchObject({ status: 200, body: { Active: true } });
  });

  it("answers a franchisee user's change of another franchise's user exactly like an unknown id", async () => {
    const theirs = await signedInTestUser('franchisee-team-leader', 'south-leader', { franchiseId: south });
    const calls = [
      ['/api/users-admin/SetUserActive', { UserId: theirs.userId, Active: false }],
      ['/api/users-admin/SetUserActive', { UserId: `unknown-${run}`, Active: false }],
      ['/api/users-admin/SendResetLink', { UserId: theirs.userId }],
      ['/api/users-admin/SendResetLink', { UserId: `unknown-${run}` }],
    ] as const;
    for (const [path, body] of calls) {
      expect(await api.post(path, body, northOwner.headers)).toEqual({
        status: 404,
        body: { message: notFound },
      });
    }
    expect((await api.get('/api/Users/GetSession', theirs.headers)).status).toBe(200);
  });

  it('changes role and franchise together and logs each change in the audit log', async () => {
    const person = await invite({
      Email: `role-${run}@example.com`,
      FirstName: 'Rolf',
      LastName: 'Role',
      Role: 'parent',
    });
    const changed = await api.post(
      '/api/users-admin/SetUserRole',
      { UserId: person.UserId, Role: 'franchisee-user', FranchiseId: south },
      admin.headers,
    );
    expect(changed).toMatchObject({ status: 200, body: { Role: 'franchisee-user', FranchiseId: south } });
    const reset = await api.post('/api/users-admin/SendResetLink', { UserId: person.UserId }, admin.headers);
    expect(reset).toEqual({ status: 200, body: { Sent: true } });
    const log = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${south}`, admin.headers);
    expect(log.status).toBe(200);
    const entries = (log.body as { Entries: { Action: string; Subject: { Id: string }; After: unknown }[] })
      .Entries;
    expect(entries.filter((entry) => entry.Subject.Id === person.UserId)).toEqual([
      expect.objectContaining({
        Action: 'user-changed',
        After: { role: 'franchisee-user', franchiseId: south },
      }),
    ]);
    const monthLog = await api.get('/api/audit/ListAuditEntries?PageSize=100', admin.headers);
    const actions = (
      monthLog.body as { Entries: { Action: string; Subject: { Id: string } }[] }
    ).Entries.filter((entry) => entry.Subject.Id === person.UserId).map((entry) => entry.Action);
    expect(actions).toEqual(['user-changed', 'user-invited']);
  });
});
