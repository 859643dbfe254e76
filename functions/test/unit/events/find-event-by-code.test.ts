// Event codes are typed by hand from a flyer: case and surrounding spaces do not matter, and an unknown code
// answers the wire's not-found marker rather than an error.
import { describe, expect, it } from 'vitest';
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { findEventByCode } from '../../../src/domain/events/find-event-by-code';

const codes = new Map([['RUN2026', 'e1']]);
const deps = { eventCodes: { findEventIdByCode: (code: string) => Promise.resolve(codes.get(code)) } };

describe('finding an event by its code', () => {
  it.each(['RUN2026', 'run2026', ' Run2026 '])(
    'finds %j whatever its case and surrounding spaces',
    async (typed) => {
      expect(await findEventByCode(deps, typed)).toBe('e1');
    },
  );

  it('answers the not-found marker for an unknown code', async () => {
    expect(await findEventByCode(deps, 'NOPE')).toBe(eventNotFound);
  });
});
