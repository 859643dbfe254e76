// The response headers CloudFront adds to every file of the site, read from the synthesized
// production template (the ResponseHeadersPolicy of infra/constructs/web-hosting.ts), so a browser
// test serves the production build exactly as the distribution does. Template values (the uploads
// bucket's host in connect-src) resolve as the local bootstrap resolves them.
import { Template } from 'aws-cdk-lib/assertions';
import { resolveValue } from '@thon/functions/dev/template-resolution';
import { createThonApp } from '@thon/infra/lib/thon-app';

interface SecurityHeadersConfig {
  ContentSecurityPolicy?: { ContentSecurityPolicy: unknown };
  StrictTransportSecurity?: {
    AccessControlMaxAgeSec: number;
    IncludeSubdomains?: boolean;
    Preload?: boolean;
  };
  FrameOptions?: { FrameOption: string };
  ContentTypeOptions?: unknown;
  ReferrerPolicy?: { ReferrerPolicy: string };
}
interface PolicyConfig {
  SecurityHeadersConfig?: SecurityHeadersConfig;
  CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
}

/** The production stage's distribution headers, as header name → value. */
export function productionResponseHeaders(): Record<string, string> {
  const { stacks } = createThonApp({
    context: {
      'aws:cdk:bundling-stacks': [],
      stage: 'prod',
      apiDomainName: 'api.thon.example',
      apiCertificateArn:
        'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
    },
  });
  const policies = Object.values(
    // The distribution and its headers policy live in the edge stack.
    Template.fromStack(stacks.edge).findResources('AWS::CloudFront::ResponseHeadersPolicy'),
  ) as { Properties: { ResponseHeadersPolicyConfig: PolicyConfig } }[];
  if (policies.length !== 1)
    throw new Error(`expected one response headers policy, found ${policies.length}`);
  const config = policies[0]?.Properties.ResponseHeadersPolicyConfig ?? {};
  const security = config.SecurityHeadersConfig ?? {};
  const headers: Record<string, string> = {};
  if (security.ContentSecurityPolicy) {
    headers['Content-Security-Policy'] = resolveValue(
      security.ContentSecurityPolicy.ContentSecurityPolicy,
      {},
      'the content security policy',
    );
  }
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    headers['Strict-Transport-Security'] = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; ');
  }
  if (security.FrameOptions) headers['X-Frame-Options'] = security.FrameOptions.FrameOption;
  if (security.ContentTypeOptions) headers['X-Content-Type-Options'] = 'nosniff';
  if (security.ReferrerPolicy) headers['Referrer-Policy'] = security.ReferrerPolicy.ReferrerPolicy;
  for (const { Header, Value } of config.CustomHeadersConfig?.Items ?? []) headers[Header] = Value;
  return headers;
}
