// CloudFront client, for invalidating cached public answers. CloudFront is global: us-east-1.
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { lazy } from './lazy';

export const cloudFrontClient = /* @__PURE__ */ lazy(() => new CloudFrontClient({ region: 'us-east-1' }));
