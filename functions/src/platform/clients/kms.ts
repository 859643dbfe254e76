// KMS client, for session-token signing.
import { KMSClient } from '@aws-sdk/client-kms';
import { awsClient } from './instrumented';

export const kmsClient = awsClient(() => new KMSClient({}));
