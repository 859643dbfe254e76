// The admin console's users on in-memory ports: search by a name prefix (accents and case
// ignored), exact username or email, and a franchise's users, paged with a checked cursor; invite
// (the account, its audit entry and a set-password link valid 1 hour; an email in use is the
// product's 409); role and franchise, deactivation (sessions end) and reset links; a franchisee
// user reaches only their franchise's team leaders (another franchise's user answers exactly as an
// unknown id); and the last active super admin cannot be removed, even by two concurrent changes.
import { describe, expect, it } from 'vitest';
import {
  inviteUserRequestSchema,
  setUserRoleRequestSchema,
  type InviteUserRequest,
} from '@thon/shared/api/schemas/users-admin';
import {
  emailAlreadyExists,
  franchiseRoleNeedsFranchise,
  inviteEmailSubject,
  lastSuperAdminKept,
  notFound,
  pageCursorNotValid,
  resetEmailSubject,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, Forbidden, NotFound, RuleBroken } from '../../../src/domain/errors';
import {
  inviteUser,
  sendResetLink,
  setUserActive,
  setUserRole,
} from '../../../src/domain/users-admin/manage-users';
import { searchUsers } from '../../../src/domain/users-admin/search-users';
import { FixedClock } from '../../support/in-memory/clock';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingMailer } from '../../support/in-memory/mailer';
import { InMemoryPasswordResets } from '../../support/in-memory/password-resets';
import { InMemorySessionRevocation } from '../../support/in-memory/session-revocation';
import { fixedSite } from '../../support/in-memory/site';
import { InMemoryUserAdminStore } from '../../support/in-memory/users-admin';

const now = Date.UTC(2026, 4, 4, 15);

function world() {
  const users = new InMemoryUserAdminStore();
  users.franchises.add('north').add('south');
  const sessions = new InMemorySessionRevocation();
  const mailer = new RecordingMailer();
  const resets = new InMemoryPasswordResets();
  const clock = new FixedClock(now);
  const deps = {
    users,
    callers: users,
    sessions,
    links: { clock, resets, mailer, site: fixedSite() },
    ids: new SequentialIds(),
    clock,
  };
  const person = (
    userId: string,
    role: Parameters<typeof users.add>[0]['role'],
    names: [string, string] = ['Pat', 'Doe'],
    franchiseId?: string,
  ) =>
    users.add({
      userId,
      username: userId,
      email: `${userId}@example.com`,
      firstName: names[0],
      lastName: names[1],
      role,
      active: true,
      ...(franchiseId === undefined ? {} : { franchiseId }),
    });
  person('admin', 'super-admin', ['Ada', 'Admin']);
  person('north-owner', 'franchisee-user', ['Nora', 'North'], 'north');
  person('north-leader', 'franchisee-team-leader', ['Leo', 'Núñez'], 'north');
  person('south-leader', 'franchisee-team-leader', ['Sam', 'Nunez'], 'south');
  person('parent', 'parent', ['Paula', 'Parker']);
  return { deps, users, sessions, mailer, resets, person };
}

const as = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: `s-${userId}`, role });
const superAdmin = as('admin', 'super-admin');
const northOwner = as('north-owner', 'franchisee-user');
const query = (extra: Record<string, unknown> = {}) => ({ PageSize: 10, ...extra });
const ids = (list: { Users: { UserId: string }[] }) => list.Users.map((user) => user.UserId);

describe('searching users', () => {
  it('finds a super admin every user by a name prefix of "last first", ignoring case and accents', async () => {
    const { deps } = world();
    expect(ids(await searchUsers(deps, superAdmin, query({ Name: 'NUNEZ' })))).toEqual([
      'north-leader',
      'south-leader',
    ]);
    expect(ids(await searchUsers(deps, superAdmin, query({ Name: 'núñez  le' })))).toEqual(['north-leader']);
  });

  it('finds by exact username or email, and nothing for a near miss', async () => {
    const { deps } = world();
    expect(ids(await searchUsers(deps, superAdmin, query({ Username: 'PARENT' })))).toEqual(['parent']);
    expect(ids(await searchUsers(deps, superAdmin, query({ Email: 'parent@example.com' })))).toEqual([
      'parent',
    ]);
    expect(ids(await searchUsers(deps, superAdmin, query({ Email: 'paren@example.com' })))).toEqual([]);
  });

  it("gives a franchisee user their franchise's users only, however they search", async () => {
    const { deps } = world();
    expect(ids(await searchUsers(deps, northOwner, query()))).toEqual(['north-owner', 'north-leader']);
    expect(ids(await searchUsers(deps, northOwner, query({ Name: 'nunez' })))).toEqual(['north-leader']);
    expect(ids(await searchUsers(deps, northOwner, query({ Email: 'south-leader@example.com' })))).toEqual(
      [],
    );
    expect(ids(await searchUsers(deps, northOwner, query({ Username: 'admin' })))).toEqual([]);
  });

  it('answers a franchisee user naming another franchise exactly as an unknown one', async () => {
    const { deps } = world();
    const other = await searchUsers(deps, northOwner, query({ FranchiseId: 'south' })).catch(
      (e: unknown) => e,
    );
    const unknown = await searchUsers(deps, northOwner, query({ FranchiseId: 'nowhere' })).catch(
      (e: unknown) => e,
    );
    expect(other).toEqual(new NotFound(notFound));
    expect(unknown).toEqual(other);
  });

  it('pages by name with the cursor it handed out, and refuses one from another list', async () => {
    const { deps } = world();
    const first = await searchUsers(deps, superAdmin, query({ PageSize: 2 }));
    expect(first.Users).toHaveLength(2);
    expect(first.NextCursor).toBeDefined();
    const second = await searchUsers(deps, superAdmin, query({ PageSize: 2, Cursor: first.NextCursor }));
    expect(ids(second)).not.toEqual(expect.arrayContaining(ids(first)));
    const northPage = await searchUsers(deps, superAdmin, query({ FranchiseId: 'north', PageSize: 1 }));
    await expect(
      searchUsers(deps, superAdmin, query({ FranchiseId: 'south', Cursor: northPage.NextCursor })),
    ).rejects.toEqual(new RuleBroken(pageCursorNotValid, [{ path: 'Cursor', message: pageCursorNotValid }]));
  });
});

const invitation = (extra: Partial<InviteUserRequest> = {}): InviteUserRequest => ({
  Email: 'New.Person@Example.com',
  FirstName: 'New',
  LastName: 'Person',
  Role: 'franchisee-team-leader',
  FranchiseId: 'north',
  ...extra,
});

describe('inviting a user', () => {
  it('creates the account, logs it and emails a set-password link valid 1 hour', async () => {
    const { deps, users, mailer, resets } = world();
    const invited = await inviteUser(deps, superAdmin, invitation());
    expect(invited).toMatchObject({
      Username: 'new.person@example.com',
      Role: 'franchisee-team-leader',
      FranchiseId: 'north',
      Active: true,
    });
    expect(users.audit.map((entry) => entry.action)).toEqual(['user-invited']);
    const [email] = mailer.sent;
    expect(email?.to).toBe('New.Person@Example.com');
    expect(email?.subject).toBe(inviteEmailSubject);
    expect(email?.text).toMatch(/https:\/\/thon\.test\/reset-password#token=\S+/);
    const [reset] = resets.resets.values();
    expect(reset?.userId).toBe(invited.UserId);
    expect(reset?.expiresAt).toBe(now / 1000 + 3600);
  });

  it("answers an email in use with the product's wording and writes nothing", async () => {
    const { deps, users, mailer } = world();
    await expect(inviteUser(deps, superAdmin, invitation({ Email: 'PARENT@example.com' }))).rejects.toThrow(
      new Conflict(emailAlreadyExists),
    );
    expect(users.audit).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('lets a franchisee user invite team leaders of their own franchise only', async () => {
    const { deps } = world();
    await expect(inviteUser(deps, northOwner, invitation())).resolves.toMatchObject({ FranchiseId: 'north' });
    await expect(
      inviteUser(deps, northOwner, invitation({ Email: 'b@example.com', FranchiseId: 'south' })),
    ).rejects.toThrow(new NotFound(notFound));
    await expect(
      inviteUser(deps, northOwner, invitation({ Email: 'c@example.com', Role: 'franchisee-user' })),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it('refuses an unknown franchise as an unknown id', async () => {
    const { deps } = world();
    await expect(inviteUser(deps, superAdmin, invitation({ FranchiseId: 'nowhere' }))).rejects.toThrow(
      new NotFound(notFound),
    );
  });

  it('refuses at the edge a franchisee role without a franchise', () => {
    const parsed = inviteUserRequestSchema.safeParse({ ...invitation(), FranchiseId: undefined });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([franchiseRoleNeedsFranchise]);
    expect(setUserRoleRequestSchema.safeParse({ UserId: 'u', Role: 'franchisee-user' }).success).toBe(false);
  });
});

describe('changing role, franchise and standing', () => {
  it('changes role and franchise together, logs it and ends the sessions', async () => {
    const { deps, users, sessions } = world();
    sessions.open('parent', 's-1');
    const changed = await setUserRole(deps, superAdmin, {
      UserId: 'parent',
      Role: 'franchisee-user',
      FranchiseId: 'south',
    });
    expect(changed).toMatchObject({ Role: 'franchisee-user', FranchiseId: 'south' });
    const entry = users.audit.at(-1);
    expect(entry).toMatchObject({ action: 'user-changed', franchiseId: 'south', actorUserId: 'admin' });
    expect(JSON.parse(entry?.before ?? '')).toEqual({ role: 'parent', franchiseId: null });
    expect(JSON.parse(entry?.after ?? '')).toEqual({ role: 'franchisee-user', franchiseId: 'south' });
    expect(sessions.sessions.has('parent')).toBe(false);
    const back = await setUserRole(deps, superAdmin, { UserId: 'parent', Role: 'parent' });
    expect(back.FranchiseId).toBeUndefined();
  });

  it('deactivates (ending the sessions at once) and reactivates, logging each', async () => {
    const { deps, users, sessions } = world();
    sessions.open('north-leader', 's-1');
    expect((await setUserActive(deps, northOwner, { UserId: 'north-leader', Active: false })).Active).toBe(
      false,
    );
    expect(sessions.sessions.has('north-leader')).toBe(false);
    expect((await setUserActive(deps, northOwner, { UserId: 'north-leader', Active: true })).Active).toBe(
      true,
    );
    expect(users.audit.map((entry) => entry.action)).toEqual(['user-deactivated', 'user-reactivated']);
  });

  it('writes no entry for a change that changes nothing', async () => {
    const { deps, users } = world();
    await setUserActive(deps, superAdmin, { UserId: 'parent', Active: true });
    expect(users.audit).toEqual([]);
  });

  it("answers a franchisee user reaching past their franchise's team leaders as an unknown id", async () => {
    const { deps, users } = world();
    const answers = await Promise.all(
      ['south-leader', 'north-owner', 'parent', 'no-such-user'].map((UserId) =>
        setUserActive(deps, northOwner, { UserId, Active: false }).catch((e: unknown) => e),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(new NotFound(notFound));
    await expect(sendResetLink(deps, northOwner, { UserId: 'south-leader' })).rejects.toThrow(
      new NotFound(notFound),
    );
    expect(users.users.get('south-leader')?.active).toBe(true);
  });

  it('emails a reset link to a team leader of the franchise', async () => {
    const { deps, mailer } = world();
    await expect(sendResetLink(deps, northOwner, { UserId: 'north-leader' })).resolves.toEqual({
      Sent: true,
    });
    expect(mailer.subjectsTo('north-leader@example.com')).toEqual([resetEmailSubject]);
  });
});

describe('the last active super admin', () => {
  it('cannot be demoted or deactivated', async () => {
    const { deps, users } = world();
    await expect(setUserRole(deps, superAdmin, { UserId: 'admin', Role: 'parent' })).rejects.toThrow(
      new Conflict(lastSuperAdminKept),
    );
    await expect(setUserActive(deps, superAdmin, { UserId: 'admin', Active: false })).rejects.toThrow(
      new Conflict(lastSuperAdminKept),
    );
    expect(users.users.get('admin')).toMatchObject({ role: 'super-admin', active: true });
    expect(users.audit).toEqual([]);
  });

  it('of two concurrent demotions of the last two, exactly one is refused', async () => {
    const { deps, users, person } = world();
    person('admin-2', 'super-admin', ['Bea', 'Admin']);
    const results = await Promise.allSettled([
      setUserRole(deps, superAdmin, { UserId: 'admin-2', Role: 'parent' }),
      setUserRole(deps, as('admin-2', 'super-admin'), { UserId: 'admin', Role: 'parent' }),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toEqual(new Conflict(lastSuperAdminKept));
    expect(users.superAdminCount).toBe(1);
    expect([...users.users.values()].filter((u) => u.role === 'super-admin')).toHaveLength(1);
  });

  it('counts an invited super admin, who may then be the one removed', async () => {
    const { deps, users } = world();
    const second = await inviteUser(
      deps,
      superAdmin,
      invitation({ Role: 'super-admin', FranchiseId: undefined }),
    );
    expect(users.superAdminCount).toBe(2);
    await setUserActive(deps, superAdmin, { UserId: second.UserId, Active: false });
    expect(users.superAdminCount).toBe(1);
  });
});
