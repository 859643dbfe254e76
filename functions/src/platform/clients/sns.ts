// SNS client, for SMS.
import { SNSClient } from '@aws-sdk/client-sns';
import { awsClient } from './instrumented';

export const snsClient = awsClient(() => new SNSClient({}));
