// The table's DynamoDB stream, read in write order: the emulator applies writes one at a time,
// so a test can tell which write landed before which (e.g. "no unit written after completion").
// The stream is switched on for the emulator's table only, by the test that needs it.
import { DescribeTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamoDbClient } from '../../src/platform/clients/dynamodb';
import { setting } from '../../src/platform/environment';

export interface StreamWrite {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

/** Turns the stream on (once per table); answers its ARN. */
export async function enableTableStream(): Promise<string> {
  const TableName = setting('tableName');
  const { Table } = await dynamoDbClient().send(new DescribeTableCommand({ TableName }));
  if (Table?.LatestStreamArn && Table.StreamSpecification?.StreamEnabled) return Table.LatestStreamArn;
  const updated = await dynamoDbClient().send(
    new UpdateTableCommand({
      TableName,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  const arn = updated.TableDescription?.LatestStreamArn;
  if (!arn) throw new Error('The emulator did not enable the table stream');
  return arn;
}

/** The DynamoDB Streams API of the emulator (no SDK client for it in the project). */
async function streamsCall<T>(action: string, body: unknown): Promise<T> {
  const endpoint = process.env.AWS_ENDPOINT_URL ?? '';
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDBStreams_20120810.${action}`,
      // The emulator routes by the signing scope and does not check the signature.
      authorization: `AWS4-HMAC-SHA256 Credential=local/20260101/${process.env.AWS_REGION ?? 'us-east-1'}/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type RawRecord = {
  eventName: StreamWrite['eventName'];
  dynamodb: { OldImage?: Record<string, never>; NewImage?: Record<string, never> };
};

/** Every write since the stream was enabled, oldest first. */
export async function readTableStream(streamArn: string): Promise<StreamWrite[]> {
  const { StreamDescription } = await streamsCall<{
    StreamDescription: { Shards: { ShardId: string }[] };
  }>('DescribeStream', { StreamArn: streamArn });
  const writes: StreamWrite[] = [];
  for (const { ShardId } of StreamDescription.Shards) {
    let { ShardIterator } = await streamsCall<{ ShardIterator?: string }>('GetShardIterator', {
      StreamArn: streamArn,
      ShardId,
      ShardIteratorType: 'TRIM_HORIZON',
    });
    while (ShardIterator) {
      const page: { Records: RawRecord[]; NextShardIterator?: string } = await streamsCall('GetRecords', {
        ShardIterator,
        Limit: 1000,
      });
      for (const record of page.Records) {
        writes.push({
          eventName: record.eventName,
          oldImage: record.dynamodb.OldImage && unmarshall(record.dynamodb.OldImage),
          newImage: record.dynamodb.NewImage && unmarshall(record.dynamodb.NewImage),
        });
      }
      ShardIterator = page.Records.length > 0 ? page.NextShardIterator : undefined;
    }
  }
  return writes;
}

/** Index of the write that moved the event to `status` (ElectroDB keeps the entity name in __edb_e__). */
export function statusChangeIndex(writes: readonly StreamWrite[], eventId: string, status: string): number {
  return writes.findIndex(
    (write) =>
      write.newImage?.__edb_e__ === 'event' &&
      write.newImage.eventId === eventId &&
      write.newImage.status === status &&
      write.oldImage?.status !== status,
  );
}
