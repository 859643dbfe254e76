// KMS client, for session-token signing.
import { KMSClient } from '@aws-sdk/client-kms';
import { lazy } from './lazy';

export const kmsClient = lazy(() => new KMSClient({}));
