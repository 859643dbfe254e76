// POST /api/events/ImportParticipants through the local gateway: 600 rows in one request, a
// re-import that creates no duplicates, the per-row report and the failure messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { thonLocked } from '@thon/shared/api/schemas/events';
import { participantImportFieldsRequired, participantsNotImported } from '@thon/shared/catalog/messages';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { createTestUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const path = '/api/events/ImportParticipants';
let organizer: { userId: string; headers: Record<string, string> };

beforeAll(async () => {
  const user = await createTestUser({ role: 'organizer', label: 'importer', withPassword: false });
  organizer = { userId: user.userId, headers: signedInHeaders(await signIn(user)) };
});

function csvOf600WithOneBadRow(): string {
  const lines = ['First Name,Last Name,Goal,Team'];
  for (let index = 0; index < 600; index += 1) {
    lines.push(`Student${index},"Family, ${index}",${index === 299 ? '' : 350},Room ${index % 20}`);
  }
  return lines.join('\r\n');
}

describe('POST /api/events/ImportParticipants', () => {
  it('imports 600 rows in one request, reports the bad one, and a re-import creates no duplicates', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const csv = csvOf600WithOneBadRow();
    const first = await api.post(path, { EventId: eventId, Csv: csv }, organizer.headers);
    expect(first).toEqual({
      status: 200,
      body: {
        Imported: 599,
        AlreadyImported: 0,
        // Row 301 of the spreadsheet (header is row 1) is the 300th student, without a goal.
        Failed: [{ Row: 301, Reason: participantImportFieldsRequired }],
        Message: participantsNotImported,
      },
    });
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    expect((await getEvent(eventId))?.participantCount).toBe(599);
    const again = await api.post(path, { EventId: eventId, Csv: csv }, organizer.headers);
    expect(again.body).toMatchObject({ Imported: 0, AlreadyImported: 599, Failed: [{ Row: 301 }] });
    expect((await getEvent(eventId))?.participantCount).toBe(599);

    const { listParticipantsOfEvent } = await import('../../src/data/repositories/participants-repository');
    const participants = await listParticipantsOfEvent(eventId);
    expect(participants).toHaveLength(599);
    expect(new Set(participants.map((participant) => participant.accessCode)).size).toBe(599);
    expect(new Set(participants.map((participant) => participant.teamId)).size).toBe(20);
    expect(participants.find((participant) => participant.firstName === 'Student7')?.lastName).toBe(
      'Family, 7',
    );
  }, 120_000);

  it('two concurrent imports of one file create each participant once', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const lines = ['First Name,Last Name,Goal,Class'];
    for (let index = 0; index < 60; index += 1) lines.push(`Kid${index},Same,200,Room A`);
    const body = { EventId: eventId, Csv: lines.join('\n') };
    const answers = await Promise.all([0, 1].map(() => api.post(path, body, organizer.headers)));
    const reports = answers.map((answer) => answer.body as { Imported: number; AlreadyImported: number });
    expect(reports.map((report) => report.Imported + report.AlreadyImported)).toEqual([60, 60]);
    expect(reports.reduce((sum, report) => sum + report.Imported, 0)).toBe(60);
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    expect((await getEvent(eventId))?.participantCount).toBe(60);
    const { listParticipantsOfEvent } = await import('../../src/data/repositories/participants-repository');
    expect(await listParticipantsOfEvent(eventId)).toHaveLength(60);
  });

  it('treats case and spacing of names as the same participant, and answers null Message when all import', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const csv = 'first name,LAST NAME,goal\nAda,Lovelace,100';
    expect((await api.post(path, { EventId: eventId, Csv: csv }, organizer.headers)).body).toEqual({
      Imported: 1,
      AlreadyImported: 0,
      Failed: [],
      Message: null,
    });
    const spaced = 'First Name,Last Name,Goal\n  ada ,LOVELACE,100\nGrace,Hopper,abc';
    expect((await api.post(path, { EventId: eventId, Csv: spaced }, organizer.headers)).body).toEqual({
      Imported: 0,
      AlreadyImported: 1,
      Failed: [{ Row: 3, Reason: 'Goal must be a positive number' }],
      Message: participantsNotImported,
    });
  });

  it('refuses a file without the required columns, an empty Csv, a locked event and strangers', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    expect(await api.post(path, { EventId: eventId, Csv: 'Name,Goal\nAda,5' }, organizer.headers)).toEqual({
      status: 400,
      body: { message: participantImportFieldsRequired },
    });
    expect(await api.post(path, { EventId: eventId, Csv: '' }, organizer.headers)).toMatchObject({
      status: 400,
      body: { message: 'Csv is required' },
    });
    const completed = await createTestEvent({ organizerUserId: organizer.userId, status: 'completed' });
    const csv = 'First Name,Last Name,Goal\nAda,Lovelace,100';
    expect(await api.post(path, { EventId: completed.eventId, Csv: csv }, organizer.headers)).toEqual({
      status: 409,
      body: { message: thonLocked },
    });
    const other = await createTestUser({ role: 'organizer', label: 'other-importer', withPassword: false });
    const answer = await api.post(path, { EventId: eventId, Csv: csv }, signedInHeaders(await signIn(other)));
    expect(answer.status).toBe(404);
  });
});
