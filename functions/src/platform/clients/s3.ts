// S3 client; emulators need path-style addressing.
import { S3Client } from '@aws-sdk/client-s3';
import { awsEndpointUrlName } from '../environment-names';
import { awsClient } from './instrumented';

export const s3Client = awsClient(
  () => new S3Client({ forcePathStyle: Boolean(process.env[awsEndpointUrlName]) }),
);
