// The pure half of the bootstrap: which resource types of the synthesized CDK template get a local
// stand-in, which have none on purpose, and how template values (Ref, Fn::GetAtt, Fn::Join) resolve
// to local physical ids. Anything else fails loudly: IAM is never exercised locally, so a resource
// or value silently skipped here would only show up as a broken deployment.
import type { CloudFormationTemplate } from './synthesize';

export interface Physical {
  ref: string;
  arn: string;
  /** Fn::GetAtt attributes other than Arn, e.g. a distribution's DomainName. */
  attributes?: Record<string, string>;
}

export const localAccount = '123456789012';
const region = () => process.env.AWS_REGION ?? 'us-east-1';

/** Types the bootstrap creates in the emulator (functions/dev/bootstrap.ts). */
export const createdTypes: ReadonlySet<string> = new Set([
  'AWS::DynamoDB::Table',
  'AWS::DynamoDB::GlobalTable',
  'AWS::S3::Bucket',
  'AWS::KMS::Key',
  'AWS::Cognito::UserPool',
  'AWS::Cognito::UserPoolClient',
  'AWS::SES::EmailIdentity',
  // The configuration set every email names, so EMAIL_CONFIGURATION_SET is a real name
  // locally too; its event destination (bounces and complaints) has no local stand-in, below.
  'AWS::SES::ConfigurationSet',
  // A stand-in only, so invalidations reach moto's CloudFront API; nothing is served through it.
  'AWS::CloudFront::Distribution',
  'AWS::SecretsManager::Secret',
  // The pledge-charges queue and its dead-letter queue, with the redrive policy.
  'AWS::SQS::Queue',
]);

/** Types with no local stand-in on purpose, and why. */
export const deploymentOnlyTypes: Readonly<Record<string, string>> = {
  'AWS::Lambda::Function': 'served by the local gateway from the handler sources',
  'AWS::Lambda::Permission': 'the local gateway invokes handlers directly',
  'AWS::IAM::Role': 'IAM is not enforced locally (infra/test checks grants against the code)',
  'AWS::IAM::Policy': 'IAM is not enforced locally (infra/test checks grants against the code)',
  'AWS::Logs::LogGroup': 'handlers log to the terminal',
  'AWS::ApiGatewayV2::Api': 'the local gateway (functions/dev/local-gateway.ts) serves the route table',
  'AWS::ApiGatewayV2::Authorizer': 'the local gateway runs the authorizer handler itself',
  'AWS::ApiGatewayV2::Integration': 'the local gateway maps routes to handlers itself',
  'AWS::ApiGatewayV2::Route': 'the local gateway serves the route table',
  'AWS::ApiGatewayV2::Stage': 'the local gateway has one stage',
  'AWS::ApiGatewayV2::DomainName': 'the local gateway listens on localhost',
  'AWS::ApiGatewayV2::ApiMapping': 'the local gateway listens on localhost',
  'AWS::CertificateManager::Certificate': 'no TLS locally',
  'AWS::Route53::RecordSet': 'no DNS locally: localhost',
  'AWS::WAFv2::WebACL': 'no edge locally: the WAF sits in front of CloudFront only',
  'AWS::CloudFront::Function': 'no edge locally: Vite serves the web app',
  'AWS::CloudFront::CachePolicy': 'no edge locally',
  'AWS::CloudFront::OriginAccessControl': 'no edge locally',
  'AWS::CloudFront::ResponseHeadersPolicy': 'no edge locally',
  'AWS::S3::BucketPolicy': 'S3 access is not enforced locally',
  'Custom::S3AutoDeleteObjects': "CDK's custom resource; local buckets go with the emulator",
  'Custom::AWS':
    "CDK's SDK-call resource: only SNS's SMS monthly spend limit, an account setting the emulator does not bill",
  'AWS::CDK::Metadata': "CDK's own bookkeeping",
  'AWS::SQS::QueuePolicy': 'SQS access is not enforced locally (its only statement denies plain HTTP)',
  'AWS::Lambda::EventSourceMapping':
    'the local queue poller reads it and plays its part (functions/dev/queue-poller.ts)',
  'AWS::Scheduler::Schedule':
    'the local sweeper timer runs its target, more often (functions/dev/sweeper-timer.ts)',
  'AWS::CloudWatch::Alarm': 'no metrics locally; a test reads the dead-letter queue itself',
  'AWS::CloudWatch::Dashboard': 'no CloudWatch locally: /dev/metrics shows the local metrics',
  // SES delivery feedback: the emulator never bounces, so nothing would publish there.
  'AWS::SES::ConfigurationSetEventDestination':
    'the emulator reports no bounces or complaints; locally, tests hand the feedback handler SNS events themselves',
  'AWS::SNS::Topic':
    'the SES feedback topic, which nothing publishes to locally (tests hand the feedback handler SNS events themselves), and the alarm topic (no alarms locally)',
  'AWS::SNS::Subscription':
    "the feedback handler is the feedback topic's subscriber; locally, tests hand the feedback handler SNS events themselves",
  'AWS::SNS::TopicPolicy': 'SNS access is not enforced locally (SSL only, SES may publish)',
};

/**
 * Environment variables that exist only in a deployment and stay unset locally, and why. Any other
 * variable whose value does not resolve stops the bootstrap.
 */
export const deploymentOnlyVariables: Readonly<Record<string, string>> = {
  // None today. CloudFront's origin secret used to be one (its value, as a dynamic reference);
  // functions now get its ARN, which resolves to the emulator's secret, and the local gateway
  // sends its value as CloudFront does (functions/dev/local-gateway.ts).
};

/** Throws, naming the first resource whose type has no decision above. */
export function checkResourceTypes(template: CloudFormationTemplate): void {
  for (const [id, { Type }] of Object.entries(template.Resources)) {
    if (!createdTypes.has(Type) && !(Type in deploymentOnlyTypes)) {
      throw new Error(
        `Local bootstrap: resource ${id} has type ${Type}, which it neither creates nor lists as deployment-only (functions/dev/template-resolution.ts).`,
      );
    }
  }
}

function pseudoParameter(name: string): string | undefined {
  const values: Record<string, string> = {
    'AWS::Region': region(),
    'AWS::AccountId': localAccount,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
  };
  return values[name];
}

/** Resolves a literal, Ref, Fn::GetAtt or Fn::Join to its local value; throws on anything else. */
export function resolveValue(value: unknown, physical: Record<string, Physical>, where: string): string {
  const fail = (why: string): never => {
    throw new Error(`Local bootstrap cannot resolve ${where}: ${why} in ${JSON.stringify(value)}`);
  };
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!value || typeof value !== 'object' || Object.keys(value).length !== 1) return fail('not a value');
  const [intrinsic, argument] = Object.entries(value)[0] as [string, unknown];
  if (intrinsic === 'Ref' && typeof argument === 'string') {
    return physical[argument]?.ref ?? pseudoParameter(argument) ?? fail(`no local resource ${argument}`);
  }
  if (intrinsic === 'Fn::GetAtt' && Array.isArray(argument)) {
    const [target, attribute] = argument as [string, string];
    const found = physical[target] ?? fail(`no local resource ${target}`);
    const attributeValue = attribute === 'Arn' ? found.arn : found.attributes?.[attribute];
    return attributeValue ?? fail(`no attribute ${attribute} on ${target}`);
  }
  if (intrinsic === 'Fn::Join' && Array.isArray(argument)) {
    const [separator, parts] = argument as [string, unknown[]];
    return parts.map((part) => resolveValue(part, physical, where)).join(separator);
  }
  return fail(`unsupported ${intrinsic}`);
}

/** Every function's environment, resolved; deployment-only variables stay unset. */
export function resolveEnvironment(
  template: CloudFormationTemplate,
  physical: Record<string, Physical>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [id, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const variables = (
      resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined
    )?.Variables;
    for (const [name, value] of Object.entries(variables ?? {})) {
      if (name in deploymentOnlyVariables) continue;
      environment[name] = resolveValue(value, physical, `${id} environment ${name}`);
    }
  }
  return environment;
}
