// SQS client, for the pledge-charges queue.
import { SQSClient } from '@aws-sdk/client-sqs';
import { awsClient } from './instrumented';

export const sqsClient = awsClient(() => new SQSClient({}));
