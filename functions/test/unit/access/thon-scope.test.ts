// The scope check of the Thon routes on in-memory reads: which reads each role costs, a team
// leader's assignments counted only in their current franchise, and a refusal answered exactly as an
// unknown Thon.
import { describe, expect, it } from 'vitest';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { scopedCaller } from '../../../src/domain/access/caller-scope';
import { canManageThon, canWorkOnThon } from '../../../src/domain/access/scope';
import { thonInScope } from '../../../src/domain/access/thon-scope';
import type { Caller } from '../../../src/domain/caller';
import { NotFound } from '../../../src/domain/errors';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, role, sessionId: 's' });
const thon = { eventId: 'e1', franchiseId: 'f1', organizerUserId: 'org' };

/** Reads counted, so a test can say which role costs what. */
function countingScopes() {
  const scopes = new InMemoryThonScopes()
    .addUser({ userId: 'fu', role: 'franchisee-user', franchiseId: 'f1' })
    .addUser({ userId: 'tl', role: 'franchisee-team-leader', franchiseId: 'f1' })
    .addUser({ userId: 'moved', role: 'franchisee-team-leader', franchiseId: 'f2' })
    .assign('tl', 'e1', 'f1')
    .assign('moved', 'e1', 'f1');
  const reads = { users: 0, assignments: 0 };
  return {
    reads,
    scopes: {
      getUser: (userId: string) => {
        reads.users += 1;
        return scopes.getUser(userId);
      },
      listAssignedThons: (userId: string) => {
        reads.assignments += 1;
        return scopes.listAssignedThons(userId);
      },
    },
  };
}

describe('the Thon routes’ scope', () => {
  it('costs organizers and super admins no read, a franchisee user one, a team leader two', async () => {
    for (const [who, users, assignments] of [
      [caller('org', 'organizer'), 0, 0],
      [caller('admin', 'super-admin'), 0, 0],
      [caller('fu', 'franchisee-user'), 1, 0],
      [caller('tl', 'franchisee-team-leader'), 1, 1],
    ] as const) {
      const { reads, scopes } = countingScopes();
      await thonInScope(scopes, who, thon, canWorkOnThon);
      expect(reads).toEqual({ users, assignments });
    }
  });

  it('counts a team leader’s assignments only in the franchise they are in now', async () => {
    const { scopes } = countingScopes();
    expect(await scopedCaller(scopes, caller('tl', 'franchisee-team-leader'))).toMatchObject({
      franchiseId: 'f1',
      assignedEventIds: ['e1'],
    });
    expect(await scopedCaller(scopes, caller('moved', 'franchisee-team-leader'))).toMatchObject({
      franchiseId: 'f2',
      assignedEventIds: [],
    });
  });

  it('answers a Thon out of scope exactly as an unknown one, and lets the assigned leader work but not manage', async () => {
    const { scopes } = countingScopes();
    const leader = caller('tl', 'franchisee-team-leader');
    expect(await thonInScope(scopes, leader, thon, canWorkOnThon)).toBe(thon);
    const refused = await thonInScope(scopes, leader, thon, canManageThon).catch((error: unknown) => error);
    const unknown = await thonInScope(scopes, leader, undefined, canManageThon).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NotFound);
    expect(refused).toEqual(unknown);
    expect((refused as NotFound).message).toBe(noSuchEvent);
    await expect(
      thonInScope(scopes, caller('moved', 'franchisee-team-leader'), thon, canWorkOnThon),
    ).rejects.toBeInstanceOf(NotFound);
  });
});
