// The strings the table holds. Items already written carry them, so none of them may be renamed
// or dropped: each list must equal the values written today, spelled out here (not read from the
// API's schemas, whose names may change). A value added on purpose is added here too.
import { describe, expect, it } from 'vitest';
import { storedLoginProviders, storedRoles, storedSsoTargets } from '../../../src/data/stored-values/auth';
import { storedEventStatuses } from '../../../src/data/stored-values/events';
import { storedFranchiseStatuses } from '../../../src/data/stored-values/franchises';
import {
  storedProductStatuses,
  storedQuantityBases,
  storedShopListing,
} from '../../../src/data/stored-values/shop-catalog';
import {
  storedShopOrderStatuses,
  storedShopPaymentMethods,
  storedShopPaymentStates,
  storedShopTimelineKinds,
} from '../../../src/data/stored-values/shop-orders';
import {
  storedOfflineMethods,
  storedPledgeKinds,
  storedPledgeStatuses,
} from '../../../src/data/stored-values/pledges';
import {
  storedInviteChannels,
  storedInviteStatuses,
  storedShareLanguages,
} from '../../../src/data/stored-values/sharing';

const writtenToday: [string, readonly string[], string[]][] = [
  [
    'pledge statuses',
    storedPledgeStatuses,
    [
      'Pending',
      'Scheduled',
      'Charging',
      'Charged',
      'Failed',
      'RequiresAction',
      'BelowMinimum',
      'Offline',
      'Cancelled',
      'Refunded',
      'Disputed',
      'NeedsReview',
    ],
  ],
  ['pledge kinds', storedPledgeKinds, ['per-unit', 'flat', 'offline']],
  ['product statuses', storedProductStatuses, ['draft', 'active', 'archived']],
  ['product quantity bases', storedQuantityBases, ['fixed', 'per-participant', 'per-shirt-size']],
  ['the shop listing partition', [storedShopListing], ['shop']],
  [
    'shop order statuses',
    storedShopOrderStatuses,
    ['draft', 'submitted', 'confirmed', 'partially-shipped', 'shipped', 'delivered', 'cancelled', 'on-hold'],
  ],
  ['shop payment methods', storedShopPaymentMethods, ['card', 'purchase-order']],
  ['shop payment states', storedShopPaymentStates, ['awaiting', 'unpaid', 'paid', 'refunded']],
  [
    'shop order timeline kinds',
    storedShopTimelineKinds,
    [
      'created',
      'cart-changed',
      'submitted',
      'paid',
      'confirmed',
      'held',
      'released',
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
    ],
  ],
  ['offline methods', storedOfflineMethods, ['cash', 'check']],
  ['event statuses', storedEventStatuses, ['draft', 'live', 'completed', 'processed']],
  ['invite channels', storedInviteChannels, ['Email', 'Sms']],
  ['invite statuses', storedInviteStatuses, ['Sending', 'Sent', 'Failed', 'Bounced', 'Complained']],
  ['invite languages', storedShareLanguages, ['en', 'es']],
  [
    'user roles',
    storedRoles,
    [
      'participant',
      'parent',
      'teacher',
      'team-leader',
      'franchisee-user',
      'franchisee-team-leader',
      'vendor',
      'super-admin',
      'organizer',
      'test-user',
    ],
  ],
  ['login providers', storedLoginProviders, ['Facebook']],
  ['single-sign-on targets', storedSsoTargets, ['admin', 'main']],
  ['franchise statuses', storedFranchiseStatuses, ['active', 'suspended']],
];

describe('stored values', () => {
  it.each(writtenToday)('%s are the values written today', (_name, stored, today) => {
    expect([...stored]).toEqual(today);
  });
});
