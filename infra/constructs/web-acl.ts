// The WAF web ACL on the CloudFront distribution: a per-address rate limit on the API paths and
// AWS's common rule set. CloudFront-scoped ACLs exist only in us-east-1, so the stack that holds
// this ACL must be deployed there: a concrete other region fails synthesis, and an env-agnostic
// template carries a CloudFormation rule that stops a deployment anywhere else before it starts.
import { tooManyRequests } from '@thon/shared/catalog/messages';
import { Aws, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

export const webAclRegion = 'us-east-1';

/**
 * Requests per client address per window on the API paths (static files are edge-cached and not
 * counted). Sized for a school of 600 behind one NAT address on event day: if every child signs
 * in within the same 5 minutes (~6 API calls each: reference lists, access-code login, session,
 * participants, student page) that is 3,600, plus ~600 from 20 teachers recording units every
 * 10 s; 6,000 leaves ~40 % headroom and still stops one address sending 20 requests/s for 5 minutes.
 * The API's own limits (10 failed sign-ins per account or code, 300 per address) guard credentials.
 */
export const wafRateLimit = { requests: 6000, windowSeconds: 300 } as const;

const tooManyRequestsBody = 'too-many-requests';

export interface WebAclProps {
  readonly stage: StageSettings;
  /** First path segments of the API (/api, /authentication): the rate limit counts these only. */
  readonly apiPathPrefixes: readonly string[];
  /** Paths whose bodies carry files (multipart routes: the contact form's attachments). */
  readonly attachmentPaths?: readonly string[];
}

/**
 * The common rule set's rules that read the request body. A file's bytes (a PNG, a PDF, a text
 * file quoting an error page) can look like script or a file path to them, so on the attachment
 * paths they count instead of block; there the API checks each file's type by its content, the
 * body's size, and a single-use captcha. Every other rule, and every other path, still blocks.
 */
export const bodyInspectingCommonRules = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  'EC2MetaDataSSRF_BODY',
] as const;

export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    requireWebAclRegion(this);
    const attachmentPaths = props.attachmentPaths ?? [];
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `thon-${props.stage.name}-${name}`,
    });

    this.acl = new CfnWebACL(this, 'Acl', {
      name: `thon-${props.stage.name}`,
      description: `Thon ${props.stage.name}: per-address rate limit on the API, AWS common rule set`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('web-acl'),
      // The web keeps a session on 429 (it signs out only on 401/403), so the limit answers 429
      // in the API's own error shape.
      customResponseBodies: {
        [tooManyRequestsBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: tooManyRequests }),
        },
      },
      rules: [
        {
          name: 'api-rate-per-address',
          priority: 0,
          statement: {
            rateBasedStatement: {
              limit: wafRateLimit.requests,
              evaluationWindowSec: wafRateLimit.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: apiPathsStatement(props.apiPathPrefixes),
            },
          },
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: tooManyRequestsBody } },
          },
          visibilityConfig: metric('api-rate-per-address'),
        },
        {
          name: 'aws-common-rule-set',
          priority: 1,
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // SizeRestrictions_BODY blocks bodies over 8 KB: a school's CSV import is larger.
              // Counted, not blocked; the API's zod schemas and API Gateway's 10 MB payload limit
              // bound body sizes instead.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
              ...(attachmentPaths.length > 0 && {
                scopeDownStatement: { notStatement: { statement: exactPathsStatement(attachmentPaths) } },
              }),
            },
          },
          overrideAction: { none: {} },
          visibilityConfig: metric('aws-common-rule-set'),
        },
        // The same rule set on the attachment paths, its body rules counted (see
        // bodyInspectingCommonRules). A second instance costs its capacity again: 2 x 700 WCU of
        // the ACL's 1,500.
        ...(attachmentPaths.length > 0
          ? [
              {
                name: 'aws-common-rule-set-attachments',
                priority: 2,
                statement: {
                  managedRuleGroupStatement: {
                    vendorName: 'AWS',
                    name: 'AWSManagedRulesCommonRuleSet',
                    ruleActionOverrides: bodyInspectingCommonRules.map((name) => ({
                      name,
                      actionToUse: { count: {} },
                    })),
                    scopeDownStatement: exactPathsStatement(attachmentPaths),
                  },
                },
                overrideAction: { none: {} },
                visibilityConfig: metric('aws-common-rule-set-attachments'),
              },
            ]
          : []),
      ],
    });
  }
}

function apiPathsStatement(prefixes: readonly string[]): CfnWebACL.StatementProperty {
  const statements = prefixes.map((prefix): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: `${prefix}/`,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  const [only] = statements;
  if (!only) throw new Error('The rate limit needs at least one API path prefix');
  if (statements.length === 1) return only;
  return { orStatement: { statements } };
}

function exactPathsStatement(paths: readonly string[]): CfnWebACL.StatementProperty {
  const statements = paths.map(
    (path): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'EXACTLY',
        searchString: path,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    }),
  );
  const [only] = statements;
  if (!only) throw new Error('No attachment paths');
  return statements.length === 1 ? only : { orStatement: { statements } };
}

/** A CloudFront-scoped ACL can only be created in us-east-1 (see the header comment). */
function requireWebAclRegion(scope: Construct): void {
  const stack = Stack.of(scope);
  if (!Token.isUnresolved(stack.region)) {
    if (stack.region !== webAclRegion) {
      throw new Error(
        `Thon deploys to ${webAclRegion}: its CloudFront WAF web ACL can only be created there (stack region ${stack.region}).`,
      );
    }
    return;
  }
  new CfnRule(scope, 'RegionRule', {
    assertions: [
      {
        assert: Fn.conditionEquals(Aws.REGION, webAclRegion),
        assertDescription: `Deploy Thon to ${webAclRegion}: its CloudFront WAF web ACL can only be created there.`,
      },
    ],
  });
}
