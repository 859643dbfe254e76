// The edge in front of the API ("Edge"): public cached reads keyed without per-client
// headers, the API reachable only through CloudFront's custom-domain origin, a WAF web ACL on the
// distribution, and a CSP that names the uploads bucket's own host.
import { apiPathPrefixes, routeList, routes } from '@thon/shared/api/routes';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { describe, expect, it } from 'vitest';
import {
  incomingKey,
  imageKeyPattern,
  objectKeyOf,
  publishedImageKey,
} from '@thon/functions/domain/landing-pages/landing-images';
import { videoFrameSources } from '@thon/shared/landing-pages/video-url';
import { viewerLocationHeaders } from '@thon/functions/platform/viewer-location';
import { incomingPrefix } from '../constructs/data-store';
import { bodyInspectingCommonRules } from '../constructs/web-acl';
import { imagesOriginPath, imagesPathPattern } from '../constructs/web-hosting';
import { createThonApp, type ThonAppOptions } from '../lib/thon-app';
import { roleStatements } from './support/role-statements';
import { thonTemplate } from './support/thon-template';

const noBundling = { 'aws:cdk:bundling-stacks': [] };
const apiDomain = {
  apiDomainName: 'api.thon.example',
  apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
// AllViewerAndCloudFrontHeaders-2022-06: every viewer header but Host, plus CloudFront's own headers
// (CloudFront-Viewer-Address, the CloudFront-Viewer-* location headers).
const allViewerAndCloudFront = '33f36d7e-f396-46d9-90e0-52428a34d9dc';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  AllowedMethods?: string[];
}
interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  Metadata?: { Thon?: { Kind?: string } };
}

function synth(options: ThonAppOptions = {}) {
  const { app } = createThonApp({ ...options, context: { ...noBundling, ...options.context } });
  const template = thonTemplate(app);
  const json = template.toJSON() as { Resources: Record<string, Resource>; Rules?: Record<string, unknown> };
  const ofType = (type: string) => Object.entries(json.Resources).filter(([, r]) => r.Type === type);
  const only = (type: string): [string, Resource] => {
    const found = ofType(type);
    expect(found, type).toHaveLength(1);
    return found[0] as [string, Resource];
  };
  const config = only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as {
    Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: unknown }[];
    CacheBehaviors: Behavior[];
    WebACLId?: unknown;
  };
  return { template, json, ofType, only, config };
}

const cachedRoutes = routeList.filter((route) => route.cache);
const patternOf = (route: AnyRoute) => route.path.replace(/\{[^}]+\}/g, '*');

describe('CloudFront behaviours for the API', () => {
  const { config, ofType } = synth();
  const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig);
  const cachePolicies = new Map(ofType('AWS::CloudFront::CachePolicy'));

  it('serves each cached public GET route through a behaviour whose cache key has no header, cookie or query string', () => {
    expect(cachedRoutes.map((route) => route.name).sort()).toEqual(
      [
        'GetEventDayScreen',
        'GetEventPage',
        'GetGuestShare',
        'GetJiraIssueTypes',
        'GetLandingPageByUrl',
        'GetReferenceLists',
        'GetStudentPage',
        'GetThonPrizes',
      ].sort(),
    );
    for (const route of cachedRoutes) {
      const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === patternOf(route));
      expect(behavior, route.name).toBeDefined();
      expect(behavior?.TargetOriginId).toBe(apiOrigin?.Id);
      expect(behavior?.AllowedMethods?.sort()).toEqual(['GET', 'HEAD']);
      // No origin request policy: only what the cache key holds (the path) reaches the API.
      expect(behavior?.OriginRequestPolicyId).toBeUndefined();
      const policyId = (behavior?.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
      const policy = cachePolicies.get(policyId)?.Properties.CachePolicyConfig as {
        MinTTL: number;
        DefaultTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown>;
      };
      expect(policy, route.name).toBeDefined();
      expect(policy).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: {
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        },
      });
    }
  });

  it('puts the cached behaviours before the prefix behaviours (CloudFront takes the first match)', () => {
    const patterns = config.CacheBehaviors.map((behavior) => behavior.PathPattern ?? '');
    const firstPrefix = patterns.findIndex((pattern) =>
      apiPathPrefixes.some((prefix) => pattern === `${prefix}/*`),
    );
    expect(firstPrefix).toBeGreaterThan(0);
    for (const route of cachedRoutes) expect(patterns.indexOf(patternOf(route))).toBeLessThan(firstPrefix);
  });

  it('keeps every other API call uncached, forwarding every viewer header (Authorization included) except Host, and the viewer address', () => {
    const prefixBehaviors = config.CacheBehaviors.filter((behavior) =>
      apiPathPrefixes.some((prefix) => behavior.PathPattern === `${prefix}/*`),
    );
    // The landing-page image routes live under a prefix of their own, reached like /api.
    expect(prefixBehaviors.map((behavior) => behavior.PathPattern).sort()).toEqual(
      apiPathPrefixes.map((prefix) => `${prefix}/*`).sort(),
    );
    expect(apiPathPrefixes).toContain('/LandingPageImage');
    for (const behavior of prefixBehaviors) {
      expect(behavior.CachePolicyId).toBe(cachingDisabled);
      expect(behavior.OriginRequestPolicyId).toBe(allViewerAndCloudFront);
      expect(behavior.AllowedMethods).toContain('POST');
    }
  });

  it("forwards CloudFront's viewer location headers to the calls that read them (GetSession)", () => {
    // CloudFront takes the first behaviour whose pattern matches the path.
    const matches = (pattern: string, path: string) =>
      new RegExp(
        `^${pattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      ).test(path);
    for (const route of [routes.getSession]) {
      const behavior = config.CacheBehaviors.find((b) => matches(b.PathPattern ?? '', route.path));
      // The managed policy forwards every CloudFront-Viewer-* header, the location ones included.
      expect(behavior?.OriginRequestPolicyId, route.name).toBe(allViewerAndCloudFront);
      expect(behavior?.CachePolicyId, route.name).toBe(cachingDisabled);
    }
    for (const name of Object.values(viewerLocationHeaders)) expect(name).toMatch(/^CloudFront-Viewer-/);
  });

  it('has no cache policy keyed on Authorization', () => {
    expect(JSON.stringify([...cachePolicies.values()])).not.toMatch(/Authorization/i);
  });

  it('refuses a cached route that is not a public GET, and a route hidden behind a cached path', () => {
    const page = routes.getEventPage;
    const build = (extra: AnyRoute) => () =>
      createThonApp({ context: noBundling, stack: { routes: [...routeList, extra] } });
    expect(
      build({ ...page, name: 'Signed', path: '/api/x/{id}', auth: { kind: 'signed-in', roles: 'any' } }),
    ).toThrow(/public GET/);
    expect(build({ ...page, name: 'Posted', path: '/api/y/{id}', method: 'POST' })).toThrow(/public GET/);
    expect(
      build({ ...routes.recordVisit, name: 'Shadowed', path: '/api/events/GetEventPage/{eventId}/visits' }),
    ).toThrow(/cached behaviour/);
  });
});

describe('API origin', () => {
  it('disables the execute-api endpoint and reaches the API through its custom domain when one is configured', () => {
    const { config, only, template } = synth({ context: apiDomain });
    expect(only('AWS::ApiGatewayV2::Api')[1].Properties.DisableExecuteApiEndpoint).toBe(true);
    const [domainId, domain] = only('AWS::ApiGatewayV2::DomainName');
    expect(domain.Properties).toMatchObject({
      DomainName: apiDomain.apiDomainName,
      DomainNameConfigurations: [
        { CertificateArn: apiDomain.apiCertificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' },
      ],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
      DomainName: { Ref: domainId },
      ApiId: { Ref: only('AWS::ApiGatewayV2::Api')[0] },
    });
    const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.DomainName).toBe(apiDomain.apiDomainName);
  });

  it('adds the DNS alias when the hosted zone is given', () => {
    const { template } = synth({
      context: { ...apiDomain, apiHostedZoneId: 'Z123EXAMPLE', apiHostedZoneName: 'thon.example' },
    });
    template.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: 'api.thon.example.',
      Type: 'A',
      HostedZoneId: 'Z123EXAMPLE',
    });
  });

  it('refuses to synthesize prod without the API custom domain', () => {
    expect(() => createThonApp({ context: { ...noBundling, stage: 'prod' } })).toThrow(/apiDomainName/);
  });
});

describe('origin secret', () => {
  const { config, json, ofType } = synth({ context: apiDomain });
  const [secretId] =
    ofType('AWS::SecretsManager::Secret').find(([id]) => id.startsWith('OriginVerify')) ?? [];
  const isReferenceToSecret = (value: unknown) =>
    JSON.stringify(value).includes('{{resolve:secretsmanager:') &&
    JSON.stringify(value).includes(`"Ref":"${secretId}"`);

  it('is generated by Secrets Manager at deploy time and sent by CloudFront to the API origin', () => {
    expect(secretId).toBeDefined();
    const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig) as
      { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] } | undefined;
    const header = apiOrigin?.OriginCustomHeaders?.find((h) => h.HeaderName === 'x-origin-verify');
    expect(header && isReferenceToSecret(header.HeaderValue)).toBe(true);
  });

  it("gives every function the secret's ARN, never its value, and route functions alone read access", () => {
    const functions = Object.values(json.Resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    const apiFunctions = functions.filter((f) =>
      JSON.stringify(f.Properties.Environment ?? {}).includes('TABLE_NAME'),
    );
    const isRoute = (fn: (typeof functions)[number]) => fn.Metadata?.Thon?.Kind === 'route';
    expect(apiFunctions.filter(isRoute).length).toBeGreaterThan(30);
    expect(apiFunctions.filter((fn) => !isRoute(fn)).length).toBeGreaterThan(3);
    for (const fn of apiFunctions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      // The value would show in the console and in GetFunctionConfiguration; the ARN tells nothing.
      expect(JSON.stringify(variables)).not.toContain('{{resolve:secretsmanager:');
      expect(variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secretId });
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const reads = roleStatements(json.Resources, roleId).filter(
        (statement) =>
          [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(`"Ref":"${secretId}"`),
      );
      expect(reads, roleId).toHaveLength(isRoute(fn) ? 1 : 0);
    }
  });
});

describe('WAF web ACL', () => {
  const { ofType, config, json } = synth();
  const acls = ofType('AWS::WAFv2::WebACL');
  const [aclId, acl] = acls[0] ?? ['', { Type: '', Properties: {} }];
  const rules = (acl.Properties.Rules ?? []) as {
    Name: string;
    Priority: number;
    Statement: Record<string, Record<string, unknown>>;
    Action?: Record<string, unknown>;
    OverrideAction?: Record<string, unknown>;
  }[];

  it('is a CloudFront-scoped ACL that allows by default and is attached to the distribution', () => {
    expect(acls).toHaveLength(1);
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('limits each client address on the API paths, answering 429', () => {
    const rate = rules.find((rule) => rule.Statement.RateBasedStatement);
    expect(rate?.Statement.RateBasedStatement).toMatchObject({
      Limit: 6000,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
    });
    const scope = JSON.stringify(rate?.Statement.RateBasedStatement?.ScopeDownStatement);
    expect(scope).toContain('/api/');
    expect(scope).toContain('/authentication/');
    expect(rate?.Action).toMatchObject({ Block: { CustomResponse: { ResponseCode: 429 } } });
  });

  it('runs the AWS common rule set, counting (not blocking) large bodies so CSV imports pass', () => {
    const common = rules.find(
      (rule) => rule.Statement.ManagedRuleGroupStatement?.Name === 'AWSManagedRulesCommonRuleSet',
    );
    expect(common?.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
    });
    expect(common?.OverrideAction).toEqual({ None: {} });
  });

  it("on the contact form (its attachments) counts the common rule set's body rules; elsewhere they block", () => {
    const contact = '/api/EmailTest/AdminFranchiseeEmailContact';
    const [everywhere, attachments] = ['aws-common-rule-set', 'aws-common-rule-set-attachments'].map(
      (name) => rules.find((rule) => rule.Name === name)?.Statement.ManagedRuleGroupStatement,
    );
    expect(JSON.stringify(everywhere?.ScopeDownStatement)).toContain('NotStatement');
    expect(JSON.stringify(everywhere?.ScopeDownStatement)).toContain(contact);
    expect(attachments).toMatchObject({
      Name: 'AWSManagedRulesCommonRuleSet',
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: contact, PositionalConstraint: 'EXACTLY' },
      },
    });
    const counted = (attachments?.RuleActionOverrides as { Name: string; ActionToUse: unknown }[]).map(
      (override) => [override.Name, override.ActionToUse],
    );
    expect(counted).toEqual(bodyInspectingCommonRules.map((name) => [name, { Count: {} }]));
    expect(counted.map(([name]) => name)).not.toContain('UserAgent_BadBots_HEADER');
  });

  it('can only be deployed in us-east-1, where CloudFront-scoped ACLs live', () => {
    expect(JSON.stringify(json.Rules)).toContain('us-east-1');
    expect(() => createThonApp({ context: noBundling, stack: { env: { region: 'eu-west-1' } } })).toThrow(
      /us-east-1/,
    );
    expect(() =>
      createThonApp({ context: noBundling, stack: { env: { region: 'us-east-1' } } }),
    ).not.toThrow();
  });
});

/** A template value as text: literals kept, references written as ${Name}. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
  if (object.Ref) return `\${${object.Ref}}`;
  if (object['Fn::Join']) return object['Fn::Join'][1].map(flatten).join(object['Fn::Join'][0]);
  return JSON.stringify(value);
}

describe('content security policy', () => {
  const { only, ofType } = synth();
  const [, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
  const csp = flatten(
    (policy.Properties.ResponseHeadersPolicyConfig as Record<string, Record<string, Record<string, unknown>>>)
      .SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy,
  );
  const connectSrc = csp.split('; ').find((directive) => directive.startsWith('connect-src ')) ?? '';

  it("names the uploads bucket's own regional host in connect-src, with no wildcard host", () => {
    const [, uploads] = ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('DataUploads')) ?? [];
    const bucketName = flatten(uploads?.Properties.BucketName);
    expect(bucketName).toMatch(/uploads/);
    expect(connectSrc.split(' ')).toEqual([
      'connect-src',
      "'self'",
      'https://graph.facebook.com',
      'https://api.stripe.com',
      `https://${bucketName}.s3.\${AWS::Region}.\${AWS::URLSuffix}`,
    ]);
    // The one wildcard is Stripe's own script subdomains (its guide names them so).
    expect(csp.replaceAll('https://*.js.stripe.com', '')).not.toContain('*');
  });

  it('allows forms to post only to the site itself', () => {
    expect(csp.split('; ')).toContain("form-action 'self'");
  });
});

describe('content security policy for the card step (Stripe.js)', () => {
  // The production build loads Stripe.js for the card fields; a policy without these blocks every
  // card payment. Stripe's guide (docs.stripe.com/security/guide) lists exactly these sources.
  const { json } = synth({ context: { ...apiDomain, stage: 'prod' } });
  const policies = Object.values(json.Resources).filter(
    (resource) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy',
  );
  const directives = flatten(
    (
      policies[0]?.Properties.ResponseHeadersPolicyConfig as Record<
        string,
        Record<string, Record<string, unknown>>
      >
    ).SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy,
  ).split('; ');
  const sources = (name: string) =>
    directives
      .find((directive) => directive.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('is the production stage, with one response headers policy', () => {
    expect(policies).toHaveLength(1);
  });

  it('loads Stripe.js from js.stripe.com and its script subdomains', () => {
    expect(sources('script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']),
    );
  });

  it("frames Stripe's card fields and its 3D Secure pages", () => {
    expect(sources('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]),
    );
  });

  it("lets Stripe.js call Stripe's API", () => {
    expect(sources('connect-src')).toContain('https://api.stripe.com');
  });
});

describe('content security policy for landing pages', () => {
  const { only, ofType } = synth();
  const [, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
  const directives = flatten(
    (policy.Properties.ResponseHeadersPolicyConfig as Record<string, Record<string, Record<string, unknown>>>)
      .SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy,
  ).split('; ');

  it("frames the YouTube (no-cookie) and Vimeo players, and besides them only Stripe's frames", () => {
    expect(videoFrameSources).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(directives.filter((directive) => directive.startsWith('frame-src '))).toEqual([
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    ]);
  });

  it("loads images from the site itself (published images, through CloudFront) and the uploads bucket's host (previews of pending family photos)", () => {
    const [, uploads] = ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('DataUploads')) ?? [];
    const bucketName = flatten(uploads?.Properties.BucketName);
    expect(directives.filter((directive) => directive.startsWith('img-src '))).toEqual([
      `img-src 'self' data: blob: https://${bucketName}.s3.\${AWS::Region}.\${AWS::URLSuffix}`,
    ]);
  });
});

describe('landing-page images', () => {
  const { config, ofType, only } = synth();
  const [uploadsId, uploads] = ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('DataUploads')) ?? [];
  const bucketName = flatten(uploads?.Properties.BucketName);
  const [distributionId] = only('AWS::CloudFront::Distribution');
  const images = config.CacheBehaviors.find((behavior) => behavior.PathPattern === imagesPathPattern) as
    | (Behavior & { ViewerProtocolPolicy?: string; Compress?: boolean; FunctionAssociations?: unknown })
    | undefined;
  const origin = (config.Origins as ((typeof config.Origins)[number] & Record<string, unknown>)[]).find(
    (candidate) => candidate.Id === images?.TargetOriginId,
  );

  it("serves /images/* from the uploads bucket's public/ prefix through origin access control", () => {
    expect(imagesPathPattern).toBe('/images/*');
    expect(images).toBeDefined();
    expect(origin).toMatchObject({
      OriginPath: '/public',
      S3OriginConfig: { OriginAccessIdentity: '' },
      OriginAccessControlId: { 'Fn::GetAtt': [expect.any(String), 'Id'] },
    });
    expect(flatten(origin?.DomainName)).toBe(`${bucketName}.s3.\${AWS::Region}.\${AWS::URLSuffix}`);
    const [, oac] =
      ofType('AWS::CloudFront::OriginAccessControl').find(
        ([id]) => id === (origin?.OriginAccessControlId as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0],
      ) ?? [];
    expect(oac?.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(images?.AllowedMethods?.sort()).toEqual(['GET', 'HEAD']);
    expect(images?.FunctionAssociations).toBeUndefined();
    expect(images?.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('caches images for a year on the path alone', () => {
    const policyId = (images?.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
    const policy = new Map(ofType('AWS::CloudFront::CachePolicy')).get(policyId)?.Properties
      .CachePolicyConfig as Record<string, unknown> | undefined;
    expect(policy).toMatchObject({
      DefaultTTL: 365 * 86400,
      MaxTTL: 365 * 86400,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it("maps the domain's published key to its URL: /images/landing/<id>.webp is public/images/landing/<id>.webp", () => {
    const id = '0b7a3c1e-9d7f-4a52-8f7e-3c1d2b4a5e6f';
    const imageKey = publishedImageKey(id);
    expect(imageKeyPattern.test(imageKey)).toBe(true);
    // The URL path is the image key (imageUrlOf: web origin + '/' + key); CloudFront adds the origin path.
    const viewerPath = `/${imageKey}`;
    expect(viewerPath.startsWith(imagesPathPattern.replace('*', ''))).toBe(true);
    expect(`${imagesOriginPath}${viewerPath}`).toBe(`/${objectKeyOf(imageKey)}`);
    expect(objectKeyOf(imageKey)).toBe(`public/images/landing/${id}.webp`);
  });

  it('lets CloudFront (this distribution only) read public/* and nothing else of the bucket', () => {
    const [, policy] =
      ofType('AWS::S3::BucketPolicy').find(
        ([, candidate]) => (candidate.Properties.Bucket as { Ref?: string }).Ref === uploadsId,
      ) ?? [];
    const statements = (policy?.Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    // dev's autoDeleteObjects provider may list and delete (its own role); CloudFront only reads public/.
    const cloudFront = allows.filter(
      (statement) => JSON.stringify(statement.Principal) === '{"Service":"cloudfront.amazonaws.com"}',
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({
      Action: 's3:GetObject',
      Condition: {
        StringEquals: {
          'AWS:SourceArn': {
            'Fn::Join': ['', expect.arrayContaining([{ Ref: distributionId }])],
          },
        },
      },
    });
    expect(flatten(cloudFront[0]?.Resource)).toMatch(/\/public\/\*$/);
    for (const statement of allows.filter((candidate) => !cloudFront.includes(candidate))) {
      expect(JSON.stringify(statement.Principal)).not.toMatch(/"\*"|cloudfront/);
    }
    expect(uploads?.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('expires incoming/ (unchecked uploads) after a day', () => {
    expect(incomingKey('user', 'upload').startsWith(incomingPrefix)).toBe(true);
    const rules = (uploads?.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
    // Nothing else expires: published images stay.
    expect(rules.filter((rule) => rule.ExpirationInDays !== undefined)).toHaveLength(1);
  });

  it('accepts browser POSTs (presigned uploads) from the web and admin origins only', () => {
    const { ofType: ofTypeCustom } = synth({
      context: { webOrigin: 'https://thon.school.example', adminOrigin: 'https://admin.thon.school.example' },
    });
    const [, custom] = ofTypeCustom('AWS::S3::Bucket').find(([id]) => id.startsWith('DataUploads')) ?? [];
    expect(custom?.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: ['https://thon.school.example', 'https://admin.thon.school.example'],
          AllowedMethods: ['POST'],
          AllowedHeaders: ['*'],
          ExposedHeaders: ['ETag'],
          MaxAge: 3000,
        },
      ],
    });
    const rules = (uploads?.Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] })
      .CorsRules;
    expect(rules).toHaveLength(1);
    expect(JSON.stringify(rules[0]?.AllowedOrigins)).toContain(distributionId);
  });

  it('presigns POSTs to the regional bucket host that connect-src names', async () => {
    const account = '123456789012';
    const region = 'us-east-1';
    const name = bucketName.replace('${AWS::AccountId}', account).replace('${AWS::Region}', region);
    Object.assign(process.env, {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      UPLOADS_BUCKET: name,
    });
    delete process.env.AWS_ENDPOINT_URL;
    const { presignImagePost } = await import('@thon/functions/platform/uploads-bucket');
    const post = await presignImagePost({
      key: incomingKey('user', 'upload'),
      contentType: 'image/png',
      maxBytes: 8 * 1024 * 1024,
      expiresSeconds: 300,
    });
    const { ofType: types } = synth();
    const [, policy] = types('AWS::CloudFront::ResponseHeadersPolicy')[0] ?? [];
    const connectSrc =
      flatten(
        (
          policy?.Properties.ResponseHeadersPolicyConfig as Record<
            string,
            Record<string, Record<string, unknown>>
          >
        ).SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy,
      )
        .split('; ')
        .find((directive) => directive.startsWith('connect-src ')) ?? '';
    const named = connectSrc
      .split(' ')
      .map((source) =>
        source
          .replace('${AWS::AccountId}', account)
          .replaceAll('${AWS::Region}', region)
          .replace('${AWS::URLSuffix}', 'amazonaws.com'),
      );
    expect(named).toContain(new URL(post.url).origin);
    expect(new URL(post.url).origin).toBe(`https://${name}.s3.${region}.amazonaws.com`);
    // The review queue's previews of pending family photos come from the same host (img-src).
    const { s3StudentPhotoBucket } = await import('@thon/functions/platform/student-photos-bucket');
    const preview = await s3StudentPhotoBucket.previewUrl('0f8fad5b-d9cb-469f-a165-70867728950e', 300);
    expect(new URL(preview).origin).toBe(new URL(post.url).origin);
  });
});
