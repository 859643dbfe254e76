// What one scan costs in DynamoDB requests (docs/event-day.md, The write), counted by a middleware
// on the DynamoDB client the lap write uses, run in this process against the emulator: the common
// scan (a lap or a duplicate of the last pass, its runner's id sent by the phone) is one read of
// the tally and one TransactWriteItems; a bib typed without the runner's id adds its token's claim.
// A batch adds the counter's identity once (the Thon and the caller), not per scan.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssueLapTokensResponse, LapOp } from '@thon/shared/api/schemas/eventday';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
const commands: string[] = [];

beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'lapcostorg');
  const { dynamoDbClient } = await import('../../src/platform/clients/dynamodb');
  dynamoDbClient().middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'lapRequestCounter' },
  );
});

/** The DynamoDB commands `run` sends, by name. */
async function requestsOf(run: () => Promise<unknown>): Promise<string[]> {
  commands.length = 0;
  await run();
  return [...commands];
}

async function runner() {
  const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
  const { createTeam } = await import('../../src/data/repositories/teams-repository');
  const teamId = randomUUID();
  await createTeam({ eventId, teamId, name: 'Room 9' });
  const { participantId } = await createTestParticipant(eventId, teamId, { firstName: 'Ida' });
  const issued = await api.post('/api/eventday/IssueLapTokens', { EventId: eventId }, organizer.headers);
  expect(issued.status).toBe(200);
  const lapToken = (issued.body as IssueLapTokensResponse).Bibs[0]?.LapToken ?? '';
  return { eventId, participantId, lapToken };
}

const lapOp = (lapToken: string, secondsAgo: number, participantId?: string): LapOp => ({
  Op: 'lap',
  ScanId: randomUUID(),
  LapToken: lapToken,
  ScannedAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
  ...(participantId ? { ParticipantId: participantId } : {}),
});

describe('DynamoDB requests per scan', () => {
  it('a lap and a duplicate of it: a tally read and one transaction each; a bib without its runner one read more', async () => {
    const { eventId, participantId, lapToken } = await runner();
    const { recordLapsDeps } = await import('../../src/composition/eventday-laps');
    const { recordLaps } = await import('../../src/domain/eventday/record-laps');
    const caller = { userId: organizer.userId, sessionId: 'bench', role: 'organizer' as const };
    const one = (op: LapOp) => recordLaps(recordLapsDeps, caller, { EventId: eventId, Ops: [op] });
    const identity = await requestsOf(() => one(lapOp(lapToken, 300, participantId)));
    const lap = await requestsOf(() => one(lapOp(lapToken, 200, participantId)));
    const duplicate = await requestsOf(() => one(lapOp(lapToken, 195, participantId)));
    const bibOnly = await requestsOf(() => one(lapOp(lapToken, 100)));
    // The batch's counter: the Thon and the caller's user item, once per batch.
    const perBatch = ['GetItemCommand', 'GetItemCommand'];
    expect(identity).toEqual([...perBatch, 'GetItemCommand', 'TransactWriteItemsCommand']);
    expect(lap).toEqual([...perBatch, 'GetItemCommand', 'TransactWriteItemsCommand']);
    expect(duplicate).toEqual([...perBatch, 'GetItemCommand', 'TransactWriteItemsCommand']);
    expect(bibOnly).toEqual([...perBatch, 'GetItemCommand', 'GetItemCommand', 'TransactWriteItemsCommand']);
    // A batch of 50 scans sends the counter's reads once: 2 + 50 × 2 requests.
    const ops = Array.from({ length: 50 }, (_, index) => lapOp(lapToken, 90 - index, participantId));
    const batch = await requestsOf(() => recordLaps(recordLapsDeps, caller, { EventId: eventId, Ops: ops }));
    expect(batch.length).toBe(2 + 50 * 2);
  });
});
