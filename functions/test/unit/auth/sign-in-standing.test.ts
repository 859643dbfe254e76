// The sign-in rules on in-memory ports: a suspended franchise's or vendor's accounts are refused on every path
// (issueSession), and a participant of an organization that requires access codes is refused a
// password sign-in, after the password proved right and with a handful of reads.
import { beforeEach, describe, expect, it } from 'vitest';
import { franchiseSuspendedSignIn, participantsUseAccessCode } from '@thon/shared/catalog/messages';
import { vendorSuspendedSignIn } from '@thon/shared/catalog/shop-messages';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import { issueSession, type IssueSessionDeps } from '../../../src/domain/auth/issue-session';
import { checkPassword } from '../../../src/domain/auth/password-login';
import { Forbidden } from '../../../src/domain/errors';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemorySessions, plainSigner } from '../../support/in-memory/sessions';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';
import { InMemoryUserPool } from '../../support/in-memory/user-pool';

let standing: InMemorySignInStanding;
let sessions: InMemorySessions;
let issueDeps: IssueSessionDeps;

beforeEach(() => {
  standing = new InMemorySignInStanding();
  sessions = new InMemorySessions();
  issueDeps = {
    sessions,
    standing,
    signer: plainSigner,
    ids: new SequentialIds(),
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
  };
  standing.franchises.set('f-open', { franchiseId: 'f-open', status: 'active' });
  standing.franchises.set('f-shut', { franchiseId: 'f-shut', status: 'suspended' });
});

describe('a suspended franchise', () => {
  it.each(['franchisee-user', 'franchisee-team-leader'])(
    'refuses its %s with 403 and the reason, and opens no session',
    async (role) => {
      const refusal = issueSession(issueDeps, { userId: 'u1', role, franchiseId: 'f-shut' });
      await expect(refusal).rejects.toThrow(Forbidden);
      await expect(refusal).rejects.toThrow(franchiseSuspendedSignIn);
      expect(sessions.sessions.size).toBe(0);
    },
  );

  it('lets the users of an active franchise in', async () => {
    await issueSession(issueDeps, { userId: 'u1', role: 'franchisee-user', franchiseId: 'f-open' });
    expect(sessions.sessions.size).toBe(1);
  });

  it('reads no franchise for other roles (a super admin, an organizer) and lets them in', async () => {
    await issueSession(issueDeps, { userId: 'u1', role: 'super-admin' });
    await issueSession(issueDeps, { userId: 'u2', role: 'organizer', franchiseId: 'f-shut' });
    expect(sessions.sessions.size).toBe(2);
    expect(standing.reads).toBe(0);
  });
});

describe('a suspended vendor', () => {
  beforeEach(() => {
    standing.vendors.set('v-open', { vendorId: 'v-open', name: 'Open Co', status: 'active' });
    standing.vendors.set('v-shut', { vendorId: 'v-shut', name: 'Shut Co', status: 'suspended' });
  });

  it('refuses its users with 403 and the reason, and opens no session', async () => {
    const refusal = issueSession(issueDeps, { userId: 'u1', role: 'vendor', vendorId: 'v-shut' });
    await expect(refusal).rejects.toThrow(Forbidden);
    await expect(refusal).rejects.toThrow(vendorSuspendedSignIn);
    expect(sessions.sessions.size).toBe(0);
  });

  it("lets an active vendor's users in, and reads no vendor for other roles", async () => {
    await issueSession(issueDeps, { userId: 'u1', role: 'vendor', vendorId: 'v-open' });
    expect(standing.reads).toBe(1);
    await issueSession(issueDeps, { userId: 'u2', role: 'organizer', vendorId: 'v-shut' });
    expect(sessions.sessions.size).toBe(2);
    expect(standing.reads).toBe(1);
  });
});

describe('ForceAccessCode on password sign-in', () => {
  const users = new Map<string, UserRecord>();
  const accounts = {
    findUserIdByUsername: (username: string) =>
      Promise.resolve([...users.values()].find((user) => user.username === username)?.userId),
    getUser: (userId: string) => Promise.resolve(users.get(userId)),
  };
  let userPool: InMemoryUserPool;
  let attempts: InMemoryAttemptWindows;
  const deps = () => ({
    attempts,
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    logger: new RecordingLogger(),
    accounts,
    userPool,
    standing,
  });

  beforeEach(async () => {
    users.clear();
    userPool = new InMemoryUserPool();
    attempts = new InMemoryAttemptWindows();
    users.set('kid', { userId: 'kid', username: 'kid', role: 'participant', active: true } as UserRecord);
    users.set('mom', { userId: 'mom', username: 'mom', role: 'parent', active: true } as UserRecord);
    await userPool.createPasswordUser('kid', '', 'kid-pass');
    await userPool.createPasswordUser('mom', 'mom@example.com', 'mom-pass');
    standing.participants.push({ participantId: 'p1', eventId: 'e1', userId: 'kid' });
    standing.participants.push({ participantId: 'p2', eventId: 'e1', userId: 'mom' });
    standing.events.set('e1', { eventId: 'e1', organizationId: 'o1' });
    standing.organizations.set('o1', { organizationId: 'o1', forceAccessCode: true });
  });

  it("refuses a participant of such an organization with 403 and the catalogue's message", async () => {
    const refusal = checkPassword(deps(), 'kid', 'kid-pass', '10.0.0.1');
    await expect(refusal).rejects.toThrow(Forbidden);
    await expect(refusal).rejects.toThrow(participantsUseAccessCode);
  });

  it("reads the account's children, their Thons and one organization: three reads", async () => {
    await expect(checkPassword(deps(), 'kid', 'kid-pass', '10.0.0.1')).rejects.toThrow(Forbidden);
    expect(standing.reads).toBe(3);
  });

  it('answers a wrong password as before (the rule tells a guesser nothing)', async () => {
    expect(await checkPassword(deps(), 'kid', 'wrong', '10.0.0.1')).toEqual({
      outcome: 'Authentication Failed',
    });
    expect(standing.reads).toBe(0);
  });

  it('lets the participant in when the organization does not require codes', async () => {
    standing.organizations.set('o1', { organizationId: 'o1', forceAccessCode: false });
    expect(await checkPassword(deps(), 'kid', 'kid-pass', '10.0.0.1')).toMatchObject({ outcome: 'ok' });
  });

  it('refuses when any of several Thons of the account requires codes', async () => {
    standing.organizations.set('o1', { organizationId: 'o1', forceAccessCode: false });
    standing.participants.push({ participantId: 'p3', eventId: 'e2', userId: 'kid' });
    standing.events.set('e2', { eventId: 'e2', organizationId: 'o2' });
    standing.organizations.set('o2', { organizationId: 'o2', forceAccessCode: true });
    await expect(checkPassword(deps(), 'kid', 'kid-pass', '10.0.0.1')).rejects.toThrow(
      participantsUseAccessCode,
    );
  });

  it('applies to participants only: a parent of the same Thon signs in, reading nothing more', async () => {
    expect(await checkPassword(deps(), 'mom', 'mom-pass', '10.0.0.1')).toMatchObject({ outcome: 'ok' });
    expect(standing.reads).toBe(0);
  });
});
