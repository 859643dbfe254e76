// The web front door: a private bucket with the SPA, served by CloudFront through origin access
// control; extension-less paths rewritten to /index.html, or a donor page's own HTML file, by a
// CloudFront Function (default behaviour only, so API errors pass through untouched); one cached
// behaviour per public cached route, then one uncached behaviour per API path prefix, to the HTTP
// API; published landing-page images (/images/*) from the uploads bucket's public/ prefix through
// origin access control, cached for a year; security headers on every response; the WAF web ACL on
// the distribution.
import { videoFrameSources } from '@thon/shared/landing-pages/video-url';
import { donorPages } from '@thon/shared/donor-pages';
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginBase,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type CfnDistribution,
  type IOriginAccessControl,
  type OriginBindConfig,
  type OriginBindOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { originVerifyHeader } from '@thon/functions/platform/environment-names';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { contextReader, webCustomDomain } from '../lib/context-settings';
import type { StageSettings } from '../lib/stage';

/**
 * Published images: the viewer path `/images/…` is the uploads bucket's key `public/images/…`
 * (origin path `/public`). The domain publishes at `public/images/landing/<id>.webp` and links
 * `${WEB_ORIGIN}/images/landing/<id>.webp` (functions/src/domain/landing-pages/landing-images.ts).
 */
export const imagesPathPattern = '/images/*';
export const imagesOriginPath = '/public';

/**
 * An S3 origin reached through origin access control by host name, not by a reference to the
 * bucket: the uploads bucket's CORS names the distribution, so the distribution must not name the
 * bucket (a cycle). CDK's S3BucketOrigin would also grant the whole bucket; the grant here is
 * `public/*` only (WebHosting, below).
 */
class PrefixedS3Origin extends OriginBase {
  constructor(
    domainName: string,
    private readonly originAccessControl: IOriginAccessControl,
    originPath: string,
  ) {
    super(domainName, { originPath });
  }

  override bind(scope: Construct, options: OriginBindOptions): OriginBindConfig {
    const config = super.bind(scope, options);
    return {
      ...config,
      originProperty: config.originProperty && {
        ...config.originProperty,
        originAccessControlId: this.originAccessControl.originAccessControlId,
      },
    };
  }

  // With origin access control the S3 origin names no origin access identity.
  protected override renderS3OriginConfig(): CfnDistribution.S3OriginConfigProperty {
    return { originAccessIdentity: '' };
  }
}

/**
 * Viewer-request code of the default behaviour (cloudfront-js-2.0): a path whose last segment has
 * no extension is a client-side route of the SPA, answered with /index.html, or, for a donor page
 * (shared/src/donor-pages.ts), with that page's own HTML file, which preloads the page's chunks.
 * The table is written into the code: a CloudFront Function imports nothing.
 */
export const spaRewriteCode = `var donorPages = ${JSON.stringify(donorPages)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    return request;
  }
  var segments = uri.replace(/^\\/+/, '').replace(/\\/$/, '').split('/');
  request.uri = '/index.html';
  if (segments.length === 2 && segments[1] !== '') {
    for (var i = 0; i < donorPages.length; i++) {
      var page = donorPages[i];
      if (page.segment === segments[0] && page.except.indexOf(segments[1]) === -1) {
        request.uri = '/' + page.file;
      }
    }
  }
  return request;
}`;

export interface WebHostingProps {
  readonly stage: StageSettings;
  /** Host name CloudFront reaches the HTTP API at (its custom domain, else the execute-api host). */
  readonly apiDomainName: string;
  /** First path segments served by the API, e.g. ['/api']; each gets a `${prefix}/*` behaviour. */
  readonly apiPathPrefixes: readonly string[];
  /** Path patterns of the public cached GET routes (cached-routes.ts); matched before the prefixes. */
  readonly cachedPathPatterns: readonly string[];
  readonly accessLogs: IBucket;
  /** Extra origins the browser may connect to (the uploads bucket's own host, for presigned uploads). */
  readonly connectSources: readonly string[];
  /**
   * The uploads bucket and its regional host (built from its name, not a reference: see
   * PrefixedS3Origin); its `public/` prefix is served at /images/*.
   */
  readonly uploads: { readonly bucket: IBucket; readonly regionalHost: string };
  /** ARN of the CloudFront-scoped WAF web ACL. */
  readonly webAclArn: string;
  /** Sent to the API as X-Origin-Verify; the functions refuse requests without it. */
  readonly originVerifyValue: string;
}

/**
 * What Stripe.js (the card fields, Stripe Elements) needs, as Stripe's security guide lists it
 * (docs.stripe.com/security/guide, "Content Security Policy"): its script from js.stripe.com and
 * Stripe's script subdomains, its frames (the card fields, the 3D Secure challenge on
 * hooks.stripe.com) and its API calls. The guide's maps.googleapis.com entries serve only the
 * Address Element's autocomplete, which the card step does not use, so they are left out.
 */
export const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self' https://connect.facebook.net", ...stripeSources.script].join(' '),
    ["connect-src 'self' https://graph.facebook.com", ...stripeSources.connect, ...connectSources].join(' '),
    // Landing-page images are same-origin (/images/* through CloudFront); blob: for the preview of
    // a picked file before it is uploaded; the uploads bucket's host (connectSources) for the review
    // queue's previews of families' pending photos, presigned GETs of its private part.
    ["img-src 'self' data: blob:", ...connectSources].join(' '),
    // The video modal embeds YouTube (no-cookie) and Vimeo players; the card step, Stripe's frames.
    ['frame-src', ...videoFrameSources, ...stripeSources.frame].join(' '),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const { stage } = props;

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web/',
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.isProd,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Thon ${stage.name} security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.connectSources),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      // A non-production stage is a test site (spec section 9): search engines leave it out. The
      // web app adds a robots meta on staging host names too; this covers every file, not just HTML.
      ...(stage.isProd
        ? {}
        : {
            customHeadersBehavior: {
              customHeaders: [{ header: 'X-Robots-Tag', value: 'noindex', override: true }],
            },
          }),
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: extension-less paths to /index.html or a donor page file',
    });

    // Public cached reads: one copy for everyone, kept as long as the API's s-maxage says. The key
    // (and so what reaches the API) is the path alone: no Authorization or other per-client header,
    // cookie or query string, so neither a signed-in caller nor `?x=<random>` splits or bypasses it.
    const publicApiCachePolicy = new CachePolicy(this, 'PublicApiCachePolicy', {
      comment: `Thon ${stage.name} public API reads: path-only key, the origin's Cache-Control`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [originVerifyHeader]: props.originVerifyValue },
    });
    const cachedApiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy: publicApiCachePolicy,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };
    // Everything else is per caller: never cached, every viewer header (Authorization included,
    // which CloudFront forwards when caching is disabled) except Host, every query string, and
    // CloudFront's own headers: CloudFront-Viewer-Address is the client address the limits count,
    // and the viewer location headers (CloudFront-Viewer-Latitude, -Longitude, -Postal-Code, -City,
    // -Country-Region) place the session's nearby events (functions/src/platform/viewer-location.ts).
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_AND_CLOUDFRONT_2022,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    // The stage's own host names (context from the stage file), else the default *.cloudfront.net.
    const customDomain = webCustomDomain(contextReader(this));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Thon ${stage.name}`,
      ...(customDomain
        ? {
            domainNames: [...customDomain.names],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // CloudFront takes the first matching pattern: the cached routes' patterns come first.
      additionalBehaviors: Object.fromEntries([
        ...props.cachedPathPatterns.map((pattern) => [pattern, cachedApiBehavior] as const),
        ...props.apiPathPrefixes.map((prefix) => [`${prefix}/*`, apiBehavior] as const),
      ]),
      webAclId: props.webAclArn,
    });

    if (customDomain?.hostedZone) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: customDomain.hostedZone.id,
        zoneName: customDomain.hostedZone.name,
      });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      customDomain.names.forEach((recordName, index) => {
        new ARecord(this, `DnsAlias${index}`, { zone, recordName, target });
        new AaaaRecord(this, `DnsAliasIpv6${index}`, { zone, recordName, target });
      });
    }

    // Published images: keys never change (a new upload gets a new id), so a year's cache and no
    // query string, header or cookie in the key; the object's own Cache-Control (immutable) is
    // what browsers keep.
    const imagesCachePolicy = new CachePolicy(this, 'ImagesCachePolicy', {
      comment: `Thon ${stage.name} published images: path-only key, kept a year`,
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
    });
    const imagesAccess = new S3OriginAccessControl(this, 'ImagesOriginAccess', {
      description: `Thon ${stage.name}: CloudFront reads the uploads bucket's public/ prefix`,
    });
    this.distribution.addBehavior(
      imagesPathPattern,
      new PrefixedS3Origin(props.uploads.regionalHost, imagesAccess, imagesOriginPath),
      {
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        cachePolicy: imagesCachePolicy,
        responseHeadersPolicy: securityHeaders,
        // WebP is compressed already.
        compress: false,
      },
    );
    // CloudFront, for this distribution only, may read public/ and nothing else of the bucket
    // (incoming/ holds unchecked uploads).
    props.uploads.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [props.uploads.bucket.arnForObjects(`${imagesOriginPath.slice(1)}/*`)],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${this.distribution.distributionId}`,
          },
        },
      }),
    );
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Schools and donors may be anywhere; the spec names no country restriction.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Served on the default *.cloudfront.net certificate until a custom domain exists; its TLS policy cannot be raised.',
      },
    );
  }

  /** https://<distribution domain> */
  get origin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
