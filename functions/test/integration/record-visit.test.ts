// POST /api/events/RecordVisit through the local gateway: campaign tracking stored with the visit.
import { describe, expect, it } from 'vitest';
import { postJson, useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';

const { apiUrl } = useStackEnvironment();
const url = `${apiUrl}/api/events/RecordVisit`;

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
