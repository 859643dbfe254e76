// Suspending a franchise ends the open sessions of every one of its users (across pages of the
// franchise's users), and of no one else; reactivating or a no-op status ends none.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/domain/caller';
import { createFranchise, setFranchiseStatus } from '../../../src/domain/franchises/manage-franchises';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseMembers } from '../../support/in-memory/franchise-members';
import { InMemoryFranchiseCallers, InMemoryFranchises } from '../../support/in-memory/franchises';
import { SequentialIds } from '../../support/in-memory/ids';

const superAdmin: Caller = { userId: 'admin-1', sessionId: 's-1', role: 'super-admin' };

async function world() {
  const members = new InMemoryFranchiseMembers(2);
  const deps = {
    franchises: new InMemoryFranchises(),
    callers: new InMemoryFranchiseCallers(),
    members,
    ids: new SequentialIds(),
    clock: new FixedClock(Date.UTC(2026, 4, 4, 15)),
  };
  const request = (name: string, state: string) => ({
    Name: name,
    Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
    DefaultCommissionPercent: 12,
    Territory: { States: [state], ZipPrefixes: [] },
  });
  const shut = await createFranchise(deps, superAdmin, request('Prairie Runs', 'IL'));
  const other = await createFranchise(deps, superAdmin, request('Lakeside Laps', 'WI'));
  // Five users, so ending them crosses three pages of two.
  for (const userId of ['a', 'b', 'c', 'd', 'e']) {
    members.users.push({ userId, franchiseId: shut.FranchiseId });
    members.sessions.set(userId, [`${userId}-1`, `${userId}-2`]);
  }
  members.users.push({ userId: 'z', franchiseId: other.FranchiseId });
  members.sessions.set('z', ['z-1']);
  return { deps, members, shut };
}

describe('suspending a franchise', () => {
  it("ends every session of every one of its users, and no one else's", async () => {
    const { deps, members, shut } = await world();
    await setFranchiseStatus(deps, superAdmin, { FranchiseId: shut.FranchiseId, Status: 'suspended' });
    expect([...members.sessions.keys()]).toEqual(['z']);
  });

  it('ends none when reactivating, nor when the status does not change', async () => {
    const { deps, members, shut } = await world();
    await setFranchiseStatus(deps, superAdmin, { FranchiseId: shut.FranchiseId, Status: 'active' });
    expect(members.sessions.size).toBe(6);
  });
});
