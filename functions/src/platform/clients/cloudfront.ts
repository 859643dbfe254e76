// CloudFront client, for invalidating cached public answers. CloudFront is global: us-east-1.
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { awsClient } from './instrumented';

export const cloudFrontClient = /* @__PURE__ */ awsClient(
  () => new CloudFrontClient({ region: 'us-east-1' }),
);
