// Which pledges the public student page shows, and with what message: confirmed pledges only (a
// gift once charged, a per-unit pledge with a saved card and not Pending, an offline one), and
// never a message the organizer hid.
import { describe, expect, it } from 'vitest';
import { pledgeStatuses, type PledgeStatus } from '@thon/shared/api/schemas/pledges';
import type { PledgeRecord } from '../../src/data/repositories/pledges-repository';
import { shownInPublic, supportersOf } from '../../src/domain/pledges/supporters';

const shownStatuses = (kind: PledgeRecord['kind']) =>
  pledgeStatuses.filter((status: PledgeStatus) => shownInPublic({ kind, status }));

describe('shownInPublic', () => {
  it('shows a gift only once charged', () => {
    expect(shownStatuses('flat')).toEqual(['Charged']);
  });
  it('shows a per-unit pledge once its card is saved and the donor confirmed it', () => {
    expect(shownStatuses('per-unit')).toEqual(['Scheduled', 'Charging', 'Charged']);
  });
  it('shows an offline pledge once recorded', () => {
    expect(shownStatuses('offline')).toEqual(['Offline']);
  });
});

describe('supportersOf', () => {
  const pledge = (overrides: Partial<PledgeRecord>) =>
    ({
      pledgeId: 'p',
      kind: 'per-unit',
      status: 'Scheduled',
      donorFirstName: 'Dana',
      donorLastName: 'Whitfield',
      anonymous: false,
      message: 'Go!',
      createdAt: '2026-05-01T00:00:00.000Z',
      ...overrides,
    }) as PledgeRecord;

  it('leaves out a hidden message but keeps the supporter', () => {
    expect(supportersOf([pledge({ messageHidden: true }), pledge({ donorFirstName: 'Ari' })], 10)).toEqual([
      { Name: 'Dana W.', CreatedAt: '2026-05-01T00:00:00.000Z' },
      { Name: 'Ari W.', Message: 'Go!', CreatedAt: '2026-05-01T00:00:00.000Z' },
    ]);
  });
});
