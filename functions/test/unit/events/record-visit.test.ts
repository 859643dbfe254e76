// Recording a visit on in-memory ports: the tracking is kept (an empty field is left out), a draft
// Thon or a child donors cannot see answers like an unknown one and writes nothing, and one client
// address is held to its visits per window.
import { beforeEach, describe, expect, it } from 'vitest';
import { noSuchEvent, noSuchParticipant, tooManyRequests } from '@thon/shared/catalog/messages';
import { maxAttemptsPerWindow } from '../../../src/domain/auth/attempt-limits';
import { NotFound, TooManyAttempts } from '../../../src/domain/errors';
import { recordVisit, type RecordVisitDeps } from '../../../src/domain/events/record-visit';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { PublicPageRecords } from '../../support/in-memory/public-pages';

let records: PublicPageRecords;
let deps: RecordVisitDeps;

beforeEach(() => {
  records = new PublicPageRecords()
    .addEvent({ eventId: 'e1', status: 'live' })
    .addEvent({ eventId: 'draft', status: 'draft' })
    .addEvent({ eventId: 'e2', status: 'live' })
    .addParticipant({ participantId: 'p1', eventId: 'e1' })
    .addParticipant({ participantId: 'hidden', eventId: 'e1', hiddenFromPublic: true })
    .addParticipant({ participantId: 'waiting', eventId: 'e1', awaitingApproval: true })
    .addParticipant({ participantId: 'other', eventId: 'e2' });
  const attemptLimits = {
    attempts: new InMemoryAttemptWindows(),
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    logger: new RecordingLogger(),
  };
  deps = {
    ...attemptLimits,
    events: records,
    participants: records,
    visits: records,
    ids: new SequentialIds(),
  };
});

const visit = (fields: { EventId: string; ParticipantId?: string }) => ({
  Source: 'facebook',
  Medium: '',
  Campaign: 'spring-run',
  TemplateId: '',
  ...fields,
});

describe('recordVisit', () => {
  it("stores the visit's tracking under a new id, leaving out empty fields", async () => {
    const { VisitId } = await recordVisit(deps, visit({ EventId: 'e1', ParticipantId: 'p1' }), '10.0.0.1');

    expect(records.visits).toEqual([
      {
        visitId: VisitId,
        eventId: 'e1',
        participantId: 'p1',
        source: 'facebook',
        medium: undefined,
        campaign: 'spring-run',
        templateId: undefined,
      },
    ]);
  });

  it('answers an unknown or draft Thon as not found, writing nothing', async () => {
    await expect(recordVisit(deps, visit({ EventId: 'nope' }), '10.0.0.1')).rejects.toEqual(
      new NotFound(noSuchEvent),
    );
    await expect(recordVisit(deps, visit({ EventId: 'draft' }), '10.0.0.1')).rejects.toEqual(
      new NotFound(noSuchEvent),
    );
    expect(records.visits).toEqual([]);
  });

  it("answers a hidden, unapproved, unknown or other Thon's child as not found, writing nothing", async () => {
    for (const participantId of ['hidden', 'waiting', 'unknown', 'other']) {
      await expect(
        recordVisit(deps, visit({ EventId: 'e1', ParticipantId: participantId }), '10.0.0.1'),
      ).rejects.toEqual(new NotFound(noSuchParticipant));
    }
    expect(records.visits).toEqual([]);
  });

  it('holds one address to its visits per window; another address and the next window go on', async () => {
    const limit = maxAttemptsPerWindow.visit;
    for (let count = 0; count < limit; count += 1)
      await recordVisit(deps, visit({ EventId: 'e1' }), '10.0.0.1');

    await expect(recordVisit(deps, visit({ EventId: 'e1' }), '10.0.0.1')).rejects.toEqual(
      new TooManyAttempts(tooManyRequests),
    );
    await recordVisit(deps, visit({ EventId: 'e1' }), '10.0.0.2');
    (deps.clock as FixedClock).advance(15 * 60 * 1000);
    await recordVisit(deps, visit({ EventId: 'e1' }), '10.0.0.1');
    expect(records.visits).toHaveLength(limit + 2);
  });
});
