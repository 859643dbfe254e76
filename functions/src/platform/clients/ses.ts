// SES v1 client (moto has no SESv2 templates).
import { SESClient } from '@aws-sdk/client-ses';
import { awsClient } from './instrumented';

export const sesClient = awsClient(() => new SESClient({}));
