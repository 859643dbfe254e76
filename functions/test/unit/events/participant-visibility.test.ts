// Hiding a participant on in-memory ports: only the event's organizer (or a super admin), only a
// participant of that event; another Thon's participant is not found and nothing is written or
// invalidated; a change invalidates the event page and the child's pages.
import { beforeEach, describe, expect, it } from 'vitest';
import { noSuchEvent, noSuchParticipant } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { Caller } from '../../../src/domain/caller';
import { NotFound } from '../../../src/domain/errors';
import { setParticipantHidden } from '../../../src/domain/events/participant-visibility';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const events = new Map<string, EventRecord>([
  ['e1', { eventId: 'e1', organizerUserId: 'org1' } as EventRecord],
  ['e2', { eventId: 'e2', organizerUserId: 'org2' } as EventRecord],
]);
const eventOf = new Map([
  ['p1', 'e1'],
  ['p2', 'e2'],
]);
let hidden: Map<string, boolean>;
let cdn: RecordingCdn;
const deps = () => ({
  events: { getEvent: (eventId: string) => Promise.resolve(events.get(eventId)) },
  callers: new InMemoryThonScopes(),
  visibility: {
    // Conditional on the participant's event, as the DynamoDB update is.
    setParticipantHidden: (eventId: string, participantId: string, value: boolean) => {
      if (eventOf.get(participantId) !== eventId) return Promise.resolve(false);
      hidden.set(participantId, value);
      return Promise.resolve(true);
    },
  },
  cdn,
});
const as = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });

beforeEach(() => {
  hidden = new Map();
  cdn = new RecordingCdn();
});

describe('hiding a participant', () => {
  it("hides the organizer's participant and invalidates its pages", async () => {
    const answer = await setParticipantHidden(deps(), as('org1', 'organizer'), 'e1', {
      ParticipantId: 'p1',
      HiddenFromPublic: true,
    });
    expect(answer).toEqual({ ParticipantId: 'p1', HiddenFromPublic: true });
    expect(hidden.get('p1')).toBe(true);
    expect(cdn.invalidated).toEqual([
      ['/api/events/GetEventPage/e1', '/api/participants/GetStudentPage/p1', '/api/sharing/GetGuestShare/p1'],
    ]);
  });

  it("answers another Thon's participant as not found, writing and invalidating nothing", async () => {
    await expect(
      setParticipantHidden(deps(), as('org1', 'organizer'), 'e1', {
        ParticipantId: 'p2',
        HiddenFromPublic: true,
      }),
    ).rejects.toThrow(noSuchParticipant);
    expect(hidden.size).toBe(0);
    expect(cdn.invalidated).toEqual([]);
  });

  it("refuses another organizer's Thon and answers an unknown one as not found", async () => {
    await expect(
      setParticipantHidden(deps(), as('org2', 'organizer'), 'e1', {
        ParticipantId: 'p1',
        HiddenFromPublic: true,
      }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      setParticipantHidden(deps(), as('org1', 'organizer'), 'e9', {
        ParticipantId: 'p1',
        HiddenFromPublic: true,
      }),
    ).rejects.toThrow(noSuchEvent);
    expect(hidden.size).toBe(0);
  });

  it('lets a super admin show a participant again', async () => {
    await setParticipantHidden(deps(), as('sa', 'super-admin'), 'e2', {
      ParticipantId: 'p2',
      HiddenFromPublic: false,
    });
    expect(hidden.get('p2')).toBe(false);
  });
});
