// Builds the event Lambda's SQS event source mapping hands a function: the received messages as
// Records with their receipt handles, system attributes and the queue's ARN, so the worker module
// runs locally on exactly the shape it gets in AWS.
import type { Message } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSMessageAttributes, SQSRecord, SQSRecordAttributes } from 'aws-lambda';

function messageAttributesOf(message: Message): SQSMessageAttributes {
  return Object.fromEntries(
    Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
      name,
      {
        dataType: value.DataType ?? 'String',
        stringValue: value.StringValue,
        binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
        stringListValues: value.StringListValues ?? [],
        binaryListValues: (value.BinaryListValues ?? []).map((item) => Buffer.from(item).toString('base64')),
      },
    ]),
  );
}

export function sqsRecordOf(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? '',
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? '',
    } satisfies SQSRecordAttributes,
    messageAttributes: messageAttributesOf(message),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

export function sqsEventOf(messages: readonly Message[], queueArn: string, region: string): SQSEvent {
  return { Records: messages.map((message) => sqsRecordOf(message, queueArn, region)) };
}
