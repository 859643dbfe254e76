// The one franchise read the pledge area makes (domain/pledges/franchise-commission.ts), in memory:
// franchises made with just the default commission the tests vary, and a count of the reads (a
// Thon of a direct customer must read none).
import type { FranchiseRecord } from '../../../src/data/repositories/franchises-repository';
import type { FranchiseDefaults } from '../../../src/domain/pledges/franchise-commission';

export class InMemoryFranchiseDefaults implements FranchiseDefaults {
  readonly franchises = new Map<string, FranchiseRecord>();
  reads = 0;

  withDefault(franchiseId: string, defaultCommissionPercent: number): this {
    this.franchises.set(franchiseId, {
      franchiseId,
      name: `Franchise ${franchiseId}`,
      nameKey: `franchise ${franchiseId}`,
      contactName: 'Pat Owner',
      contactEmail: 'pat@example.com',
      contactPhone: '312-555-0100',
      defaultCommissionPercent,
      states: ['WI'],
      zipPrefixes: [],
      status: 'active',
      version: 1,
      allFranchises: 'franchises',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    return this;
  }

  getFranchise = (franchiseId: string) => {
    this.reads += 1;
    const found = this.franchises.get(franchiseId);
    return Promise.resolve(found ? structuredClone(found) : undefined);
  };
}
