// Every BatchGet site against the emulator, with DynamoDB made to leave keys unprocessed (an SDK
// middleware moves half of each BatchGetItem answer into UnprocessedKeys, as a throttled table
// does): no user, event or participant goes missing from the answer.
import { afterEach, describe, expect, it } from 'vitest';
import { dynamoDbClient } from '../../src/platform/clients/dynamodb';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { createTestUser } from './test-users';

useStackEnvironment();

const middlewareName = 'forceUnprocessedKeys';
type Answer = {
  Responses?: Record<string, Record<string, unknown>[]>;
  UnprocessedKeys?: Record<string, { Keys: unknown[] }>;
};

/** For the next `times` BatchGetItem answers, withholds half of the items (at least one) as unprocessed. */
function forceUnprocessedKeys(times: number) {
  let left = times;
  dynamoDbClient().middlewareStack.remove(middlewareName);
  dynamoDbClient().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName !== 'BatchGetItemCommand' || left <= 0) return result;
      left -= 1;
      const answer = result.output as Answer;
      for (const [table, items] of Object.entries(answer.Responses ?? {})) {
        const withheld = items.splice(0, Math.max(1, Math.floor(items.length / 2)));
        answer.UnprocessedKeys = {
          ...answer.UnprocessedKeys,
          [table]: { Keys: withheld.map((item) => ({ pk: item.pk, sk: item.sk })) },
        };
      }
      return result;
    },
    { step: 'initialize', name: middlewareName },
  );
}

afterEach(() => {
  dynamoDbClient().middlewareStack.remove(middlewareName);
});

describe('BatchGet with unprocessed keys', () => {
  it('getUsers, getEvents and getParticipants answer every item', async () => {
    const { getUsers } = await import('../../src/data/repositories/users-repository');
    const { getEvents } = await import('../../src/data/repositories/events-repository');
    const { getParticipants } = await import('../../src/data/repositories/participants-repository');
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser({ withPassword: false })));
    const events = await Promise.all(Array.from({ length: 4 }, () => createTestEvent()));
    const teamId = await createTestTeam(events[0]?.eventId ?? '');
    const participants = await Promise.all(
      Array.from({ length: 5 }, () => createTestParticipant(events[0]?.eventId ?? '', teamId)),
    );

    forceUnprocessedKeys(3);
    const readUsers = await getUsers(users.map((user) => user.userId));
    forceUnprocessedKeys(3);
    const readEvents = await getEvents(events.map((event) => event.eventId));
    forceUnprocessedKeys(3);
    const readParticipants = await getParticipants(participants.map((entry) => entry.participantId));

    expect(readUsers.map((user) => user.userId).sort()).toEqual(users.map((user) => user.userId).sort());
    expect(readEvents.map((event) => event.eventId).sort()).toEqual(
      events.map((event) => event.eventId).sort(),
    );
    expect(readParticipants.map((entry) => entry.participantId).sort()).toEqual(
      participants.map((entry) => entry.participantId).sort(),
    );
  });

  it('fails the read rather than answer a shorter list when keys stay unprocessed', async () => {
    const { getUsers } = await import('../../src/data/repositories/users-repository');
    const users = await Promise.all(Array.from({ length: 2 }, () => createTestUser({ withPassword: false })));
    forceUnprocessedKeys(1_000);
    await expect(getUsers(users.map((user) => user.userId))).rejects.toThrow(/unprocessed/);
  });
});
