// SES v1 client (moto has no SESv2 templates).
import { SESClient } from '@aws-sdk/client-ses';
import { lazy } from './lazy';

export const sesClient = lazy(() => new SESClient({}));
