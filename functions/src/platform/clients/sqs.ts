// SQS client, for the pledge-charges queue.
import { SQSClient } from '@aws-sdk/client-sqs';
import { lazy } from './lazy';

export const sqsClient = lazy(() => new SQSClient({}));
