// enqueuePledgeCharges without the emulator: the SQS client's middleware answers for SQS, so the
// batching (10 per SendMessageBatch, a repeated id sent once) and the retry of the entries a batch
// refuses (then an error if some are still refused) are checked call by call.
import type { SendMessageBatchCommandInput, SendMessageBatchCommandOutput } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqsClient } from '../../src/platform/clients/sqs';
import { environmentNames } from '../../src/platform/environment-names';
import { enqueuePledgeCharges } from '../../src/platform/pledge-queue';

const calls: SendMessageBatchCommandInput[] = [];
let answer: (input: SendMessageBatchCommandInput, call: number) => Partial<SendMessageBatchCommandOutput>;
const saved = { ...process.env };

beforeAll(() => {
  process.env.AWS_REGION = 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID = 'unit';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit';
  process.env[environmentNames.pledgeQueueUrl] = 'https://sqs.us-east-1.amazonaws.com/123456789012/pledges';
  // Answers before anything is sent: no network, no emulator.
  sqsClient().middlewareStack.add(
    () => async (args) => {
      const input = args.input as SendMessageBatchCommandInput;
      calls.push(structuredClone(input));
      return {
        output: { Successful: [], Failed: [], ...answer(input, calls.length), $metadata: {} },
        response: {},
      };
    },
    { step: 'initialize', name: 'unitTestSqs' },
  );
});
afterAll(() => {
  sqsClient().middlewareStack.remove('unitTestSqs');
  process.env = saved;
});
beforeEach(() => {
  calls.length = 0;
  answer = () => ({});
});

const pledgeIdsOf = (input: SendMessageBatchCommandInput | undefined) =>
  (input?.Entries ?? []).map(
    (entry) => (JSON.parse(entry.MessageBody ?? '{}') as { PledgeId: string }).PledgeId,
  );

describe('enqueuePledgeCharges', () => {
  it('sends one {"PledgeId"} message per pledge, 10 per batch, a repeated pledge once', async () => {
    const ids = Array.from({ length: 23 }, (_, index) => `p${index}`);
    await enqueuePledgeCharges([...ids, 'p3']);
    expect(calls.map((call) => call.Entries?.length)).toEqual([10, 10, 3]);
    expect(calls.flatMap(pledgeIdsOf)).toEqual(ids);
    expect(calls[0]?.QueueUrl).toBe(process.env[environmentNames.pledgeQueueUrl]);
    expect(calls[0]?.Entries?.[0]?.MessageBody).toBe('{"PledgeId":"p0"}');
  });

  it('sends nothing for no pledges', async () => {
    await enqueuePledgeCharges([]);
    expect(calls).toEqual([]);
  });

  it('sends again only the entries a batch refused', async () => {
    answer = (input, call) =>
      call === 1
        ? {
            Failed: [
              {
                Id: input.Entries?.[1]?.Id ?? '',
                Code: 'InternalError',
                SenderFault: false,
                Message: 'try again',
              },
            ],
          }
        : {};
    await enqueuePledgeCharges(['a', 'b', 'c']);
    expect(calls.map(pledgeIdsOf)).toEqual([['a', 'b', 'c'], ['b']]);
  });

  it('throws, naming the cause, when an entry is still refused after the retries', async () => {
    answer = (input) => ({
      Failed: (input.Entries ?? [])
        .filter((entry) => entry.MessageBody?.includes('"b"'))
        .map((entry) => ({
          Id: entry.Id ?? '',
          Code: 'KMS.Throttled',
          SenderFault: false,
          Message: 'slow down',
        })),
    });
    await expect(enqueuePledgeCharges(['a', 'b'])).rejects.toThrow(
      /refused 1 pledge message\(s\) after 3 attempts \(KMS.Throttled: slow down\)/,
    );
    expect(calls.map(pledgeIdsOf)).toEqual([['a', 'b'], ['b'], ['b']]);
  });
});
