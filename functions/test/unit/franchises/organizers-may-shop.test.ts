import { describe, expect, it } from 'vitest';
import type { FranchiseRecord } from '../../../src/data/repositories/franchises-repository';
import { organizersMayShop } from '../../../src/domain/franchises/organizers-may-shop';

const franchise = (organizersMayShopValue: boolean | undefined): FranchiseRecord => ({
  franchiseId: 'f1',
  name: 'Acme',
  nameKey: 'acme',
  contactName: 'Ann',
  contactEmail: 'ann@example.com',
  contactPhone: '5055550100',
  defaultCommissionPercent: 10,
  states: ['NM'],
  zipPrefixes: [],
  status: 'active',
  version: 1,
  allFranchises: 'franchises',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...(organizersMayShopValue === undefined ? {} : { organizersMayShop: organizersMayShopValue }),
});

const depsWith = (stored: FranchiseRecord | undefined) => {
  const asked: string[] = [];
  return {
    asked,
    deps: {
      franchises: {
        getFranchise: (franchiseId: string) => {
          asked.push(franchiseId);
          return Promise.resolve(stored);
        },
      },
    },
  };
};

describe('organizersMayShop', () => {
  it('is on when the franchise never set the switch', async () => {
    const { deps } = depsWith(franchise(undefined));
    expect(await organizersMayShop(deps, 'f1')).toBe(true);
  });

  it('follows the switch when the franchise set it', async () => {
    expect(await organizersMayShop(depsWith(franchise(false)).deps, 'f1')).toBe(false);
    expect(await organizersMayShop(depsWith(franchise(true)).deps, 'f1')).toBe(true);
  });

  it('is on for a direct customer without reading any franchise', async () => {
    const direct = depsWith(franchise(false));
    expect(await organizersMayShop(direct.deps, 'direct')).toBe(true);
    expect(await organizersMayShop(direct.deps, undefined)).toBe(true);
    expect(direct.asked).toEqual([]);
  });
});
