// POST /api/events/RecordVisit through the local gateway: campaign tracking stored with the visit,
// the per-address limit of this public write, and the visit's expiry.
import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '@thon/shared/catalog/messages';
import { apiClient, avoidWindowEdge, newClientAddress } from './api-client';
import { postJson, useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';

const { apiUrl } = useStackEnvironment();
const path = '/api/events/RecordVisit';
const url = `${apiUrl}${path}`;

describe('POST /api/events/RecordVisit', () => {
  it('stores Source, Medium, Campaign and TemplateId with the visit', async () => {
    const { eventId } = await createTestEvent();
    const { participantId } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const answer = await postJson(url, {
      EventId: eventId,
      ParticipantId: participantId,
      Source: 'facebook',
      Medium: 'social',
      Campaign: 'spring-run',
      TemplateId: 'T7',
    });
    expect(answer.status).toBe(200);
    const { getVisit } = await import('../../src/data/repositories/visits-repository');
    expect(await getVisit((answer.body as { VisitId: string }).VisitId)).toMatchObject({
      eventId,
      participantId,
      source: 'facebook',
      medium: 'social',
      campaign: 'spring-run',
      templateId: 'T7',
    });
  });

  it('refuses unknown events and participants of another event, and over-long fields', async () => {
    const { eventId } = await createTestEvent();
    const other = await createTestEvent();
    const { participantId } = await createTestParticipant(other.eventId, await createTestTeam(other.eventId));
    expect((await postJson(url, { EventId: 'nope' })).status).toBe(404);
    expect((await postJson(url, { EventId: eventId, ParticipantId: participantId })).status).toBe(404);
    expect(await postJson(url, { EventId: eventId, Source: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { message: 'Source is too long.' },
    });
  });
});

describe('RecordVisit for a child donors may not see', () => {
  /** The visits stored for a participant (a scan: the table holds no index of visits by child). */
  async function visitsOf(participantId: string) {
    const { thon } = await import('../../src/data/thon-service');
    const { data } = await thon()
      .entities.visit.scan.where((visit, { eq }) => eq(visit.participantId, participantId))
      .go({ pages: 'all' });
    return data;
  }

  it('answers 404 for a hidden child or one awaiting approval, like an unknown one, and stores no visit', async () => {
    const { eventId } = await createTestEvent();
    const teamId = await createTestTeam(eventId);
    const hidden = await createTestParticipant(eventId, teamId);
    const waiting = await createTestParticipant(eventId, teamId);
    const { thon } = await import('../../src/data/thon-service');
    await thon()
      .entities.participant.patch({ participantId: hidden.participantId })
      .set({ hiddenFromPublic: true })
      .go();
    await thon()
      .entities.participant.patch({ participantId: waiting.participantId })
      .set({ awaitingApproval: true })
      .go();
    const visit = async (participantId: string) => {
      const { status, body } = await postJson(url, { EventId: eventId, ParticipantId: participantId });
      return { status, body };
    };
    const unknown = await visit('no-such-child');
    expect(unknown.status).toBe(404);
    for (const { participantId } of [hidden, waiting]) {
      expect(await visit(participantId)).toEqual(unknown);
      expect(await visitsOf(participantId)).toEqual([]);
    }
  });
});

describe('RecordVisit abuse limits', () => {
  it('answers 429 once a client address has recorded 600 visits in the window', async () => {
    const { maxAttemptsPerWindow, windowSeconds } = await import('../../src/domain/auth/attempt-limits');
    const { thon } = await import('../../src/data/thon-service');
    const { eventId } = await createTestEvent();
    const from = newClientAddress();
    await avoidWindowEdge();
    // 598 visits spent straight in the table (600 round trips would only slow the suite down).
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    await thon()
      .entities.attemptWindow.upsert({
        subject: `visit:${from}`,
        windowStart,
        expiresAt: windowStart + windowSeconds,
      })
      .add({ attempts: maxAttemptsPerWindow.visit - 2 })
      .go();
    const api = apiClient(apiUrl, from);
    expect((await api.post(path, { EventId: eventId })).status).toBe(200);
    expect((await api.post(path, { EventId: eventId })).status).toBe(200);
    expect(await api.post(path, { EventId: eventId })).toEqual({
      status: 429,
      body: { message: tooManyRequests },
    });
    // Another address (another school) is not affected.
    expect((await apiClient(apiUrl).post(path, { EventId: eventId })).status).toBe(200);
  });

  it('stores each visit with an expiry (TTL attribute) and reads an expired one as gone', async () => {
    const { eventId } = await createTestEvent();
    const answer = await apiClient(apiUrl).post(path, { EventId: eventId });
    const visitId = (answer.body as { VisitId: string }).VisitId;
    const { thon } = await import('../../src/data/thon-service');
    const stored = (await thon().entities.visit.get({ visitId }).go()).data as { expiresAt?: number } | null;
    const now = Math.floor(Date.now() / 1000);
    expect(stored?.expiresAt).toBeGreaterThan(now + 29 * 24 * 3600);
    expect(stored?.expiresAt).toBeLessThanOrEqual(now + 31 * 24 * 3600);

    // The emulator never deletes expired items, so the read must check the expiry itself.
    await thon()
      .entities.visit.patch({ visitId })
      .set({ expiresAt: now - 1 } as never)
      .go();
    const { getVisit } = await import('../../src/data/repositories/visits-repository');
    expect(await getVisit(visitId)).toBeUndefined();
  });
});
