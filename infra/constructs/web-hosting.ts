// The web front door: a private bucket with the SPA, served by CloudFront through origin access
// control; extension-less paths rewritten to /index.html by a CloudFront Function (default
// behaviour only, so API errors pass through untouched); one behaviour per API path prefix to the
// HTTP API; security headers on every response.
import { Duration, Validations } from 'aws-cdk-lib';
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
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

/**
 * Viewer-request code of the default behaviour (cloudfront-js-2.0): a path whose last segment has
 * no extension is a client-side route of the SPA and is answered with /index.html.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export interface WebHostingProps {
  readonly stage: StageSettings;
  /** Host name of the HTTP API (execute-api endpoint). */
  readonly apiDomainName: string;
  /** First path segments served by the API, e.g. ['/api']; each gets a `${prefix}/*` behaviour. */
  readonly apiPathPrefixes: readonly string[];
  readonly accessLogs: IBucket;
  /** Extra origins the browser may connect to (the uploads bucket, for presigned uploads). */
  readonly connectSources: readonly string[];
}

export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://connect.facebook.net",
    ["connect-src 'self' https://graph.facebook.com", ...connectSources].join(' '),
    "img-src 'self' data: https:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
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
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: extension-less paths to /index.html',
    });

    // The API decides what is cacheable (Cache-Control with s-maxage on public reads); nothing is
    // cached unless it says so. Authorization is part of the key, which is also what forwards it.
    const apiCachePolicy = new CachePolicy(this, 'ApiCachePolicy', {
      comment: `Thon ${stage.name} API: honour the origin's Cache-Control`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachedMethods: CachedMethods.CACHE_GET_HEAD_OPTIONS,
      cachePolicy: apiCachePolicy,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Thon ${stage.name}`,
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
      additionalBehaviors: Object.fromEntries(
        props.apiPathPrefixes.map((prefix) => [`${prefix}/*`, apiBehavior]),
      ),
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Schools and donors may be anywhere; the spec names no country restriction.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL yet (cost); API Gateway stage throttling is the abuse limit until one is added.',
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
