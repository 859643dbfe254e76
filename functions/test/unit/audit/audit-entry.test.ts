// The audit entry of a change: only the changed fields, never a secret or card field, the month
// partition and the two-year expiry.
import { describe, expect, it } from 'vitest';
import {
  altersNothing,
  auditEntryOf,
  changedFields,
  type AuditedChange,
} from '../../../src/domain/audit/audit-entry';

const change: AuditedChange = {
  actor: { userId: 'admin-1', name: 'Ada Admin', role: 'super-admin' },
  action: 'franchise-changed',
  subject: { kind: 'franchise', id: 'franchise-1' },
  franchiseId: 'franchise-1',
  before: { name: 'East', commissionPercent: 10, contactEmail: 'a@east.test' },
  after: { name: 'East', commissionPercent: 12, contactEmail: 'b@east.test' },
};

describe('audit entry', () => {
  it('keeps only the fields that changed; absent and null are the same', () => {
    expect(changedFields({ a: 1, b: 'x', c: undefined }, { a: 2, b: 'x', c: null, d: [1] })).toEqual({
      before: { a: 1, d: null },
      after: { a: 2, d: [1] },
    });
  });

  it('never copies secrets, tokens, card or bank fields', () => {
    const fields = changedFields(
      {
        password: 'old',
        calendarToken: 't1',
        cardLast4: '4242',
        payoutRoutingNumber: '1',
        iban: 'x',
        name: 'A',
      },
      {
        password: 'new',
        calendarToken: 't2',
        cardLast4: '1111',
        payoutRoutingNumber: '2',
        iban: 'y',
        name: 'B',
      },
    );
    expect(fields).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
  });

  it('is stamped with its month (UTC), its id, and an expiry two calendar years on', () => {
    const nowMs = Date.UTC(2026, 1, 28, 23, 59, 59);
    const entry = auditEntryOf(change, { id: 'entry-1', nowMs });
    expect(entry).toEqual({
      month: '2026-02',
      at: '2026-02-28T23:59:59.000Z',
      entryId: 'entry-1',
      actorUserId: 'admin-1',
      actorName: 'Ada Admin',
      actorRole: 'super-admin',
      action: 'franchise-changed',
      subjectKind: 'franchise',
      subjectId: 'franchise-1',
      franchiseId: 'franchise-1',
      before: JSON.stringify({ commissionPercent: 10, contactEmail: 'a@east.test' }),
      after: JSON.stringify({ commissionPercent: 12, contactEmail: 'b@east.test' }),
      expiresAt: Date.UTC(2028, 1, 28, 23, 59, 59) / 1000,
    });
  });

  it('leaves the franchise out when the subject has none', () => {
    const { franchiseId: _none, ...direct } = change;
    expect(auditEntryOf(direct, { id: 'entry-2', nowMs: 0 })).not.toHaveProperty('franchiseId');
  });

  it('knows a save that altered nothing', () => {
    expect(altersNothing({ ...change, after: change.before })).toBe(true);
    expect(altersNothing(change)).toBe(false);
  });
});
