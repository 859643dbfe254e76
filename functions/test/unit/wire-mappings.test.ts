// The maps between the table's values and the API's: every stored value names a value the API
// knows, every API value the server stores names a stored value, and where values go both ways a
// value comes back as itself (two values never merge into one).
import { oauthProviders, ssoTargets } from '@thon/shared/api/schemas/auth';
import { eventStatuses } from '@thon/shared/api/schemas/event-status';
import { franchiseStatuses } from '@thon/shared/api/schemas/franchises';
import { offlineMethods, pledgeKinds, pledgeStatuses } from '@thon/shared/api/schemas/pledges';
import { inviteChannels, inviteStatuses } from '@thon/shared/api/schemas/sharing';
import { roles } from '@thon/shared/auth/roles';
import { shareLanguages } from '@thon/shared/sharing/share-language';
import { describe, expect, it } from 'vitest';
import { storedLoginProviders, storedRoles, storedSsoTargets } from '../../src/data/stored-values/auth';
import { storedEventStatuses } from '../../src/data/stored-values/events';
import { storedFranchiseStatuses } from '../../src/data/stored-values/franchises';
import {
  storedOfflineMethods,
  storedPledgeKinds,
  storedPledgeStatuses,
} from '../../src/data/stored-values/pledges';
import {
  storedInviteChannels,
  storedInviteStatuses,
  storedShareLanguages,
} from '../../src/data/stored-values/sharing';
import {
  roleOnTheWire,
  storedLoginProviderOf,
  storedRoleOf,
  storedSsoTargetOf,
} from '../../src/domain/auth/auth-wire';
import { eventStatusOnTheWire, storedEventStatusOf } from '../../src/domain/events/event-status-wire';
import { franchiseStatusOnTheWire, storedFranchiseStatusOf } from '../../src/domain/franchises/franchise-wire';
import {
  pledgeKindOnTheWire,
  pledgeStatusOnTheWire,
  storedOfflineMethodOf,
  storedPledgeKindOf,
  storedPledgeStatusOf,
} from '../../src/domain/pledges/pledge-wire';
import {
  inviteChannelOnTheWire,
  inviteStatusOnTheWire,
  shareLanguageOfStored,
  storedInviteChannelOf,
  storedShareLanguageOf,
} from '../../src/domain/sharing/invite-wire';

type Mapping = Readonly<Record<string, string>>;

/** Every value of `from` maps to a value of `to`, and no two onto the same one. */
function expectMapsEach(mapping: Mapping, from: readonly string[], to: readonly string[]) {
  expect(Object.keys(mapping).sort()).toEqual([...from].sort());
  for (const value of from) expect(to).toContain(mapping[value]);
  expect(new Set(Object.values(mapping)).size).toBe(from.length);
}

/** Out and back gives the value again, from either side. */
function expectRoundTrip(out: Mapping, back: Mapping, stored: readonly string[], wire: readonly string[]) {
  for (const value of stored) expect(back[out[value] ?? '']).toBe(value);
  for (const value of wire) expect(out[back[value] ?? '']).toBe(value);
}

const bothWays: [string, Mapping, Mapping, readonly string[], readonly string[]][] = [
  ['pledge status', pledgeStatusOnTheWire, storedPledgeStatusOf, storedPledgeStatuses, pledgeStatuses],
  ['pledge kind', pledgeKindOnTheWire, storedPledgeKindOf, storedPledgeKinds, pledgeKinds],
  ['event status', eventStatusOnTheWire, storedEventStatusOf, storedEventStatuses, eventStatuses],
  ['invite channel', inviteChannelOnTheWire, storedInviteChannelOf, storedInviteChannels, inviteChannels],
  ['share language', shareLanguageOfStored, storedShareLanguageOf, storedShareLanguages, shareLanguages],
  ['role', roleOnTheWire, storedRoleOf, storedRoles, roles],
  [
    'franchise status',
    franchiseStatusOnTheWire,
    storedFranchiseStatusOf,
    storedFranchiseStatuses,
    franchiseStatuses,
  ],
];

describe('stored values on the wire', () => {
  it.each(bothWays)('every stored %s maps out and back as itself', (_name, out, back, stored, wire) => {
    expectMapsEach(out, stored, wire);
    expectMapsEach(back, wire, stored);
    expectRoundTrip(out, back, stored, wire);
  });

  it('every stored invite status names a status the API knows', () => {
    expectMapsEach(inviteStatusOnTheWire, storedInviteStatuses, inviteStatuses);
  });

  it('pledge kinds are renamed on the way out, and come back as stored', () => {
    expect(pledgeKindOnTheWire['per-unit']).toBe('PerUnit');
    expect(storedPledgeKindOf.PerUnit).toBe('per-unit');
  });

  it.each([
    ['offline method', storedOfflineMethodOf, offlineMethods, storedOfflineMethods],
    ['login provider', storedLoginProviderOf, oauthProviders, storedLoginProviders],
    ['single-sign-on target', storedSsoTargetOf, ssoTargets, storedSsoTargets],
  ] as [string, Mapping, readonly string[], readonly string[]][])(
    'every %s the API takes has a stored value',
    (_name, mapping, wire, stored) => {
      expectMapsEach(mapping, wire, stored);
    },
  );

  it('an offline method is stored lowercased, as written today', () => {
    expect(storedOfflineMethodOf).toEqual({ Cash: 'cash', Check: 'check' });
  });
});
