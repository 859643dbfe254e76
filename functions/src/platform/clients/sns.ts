// SNS client, for SMS.
import { SNSClient } from '@aws-sdk/client-sns';
import { lazy } from './lazy';

export const snsClient = lazy(() => new SNSClient({}));
