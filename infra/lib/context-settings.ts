// Deployment settings read from CDK context (-c key=value): the sender address, the SMS sender id,
// the support desk and the API's custom domain. Every stack of the app reads the same context.
import type { Construct } from 'constructs';
import type { ApiPlatform } from '../constructs/api-function';
import type { ApiCustomDomain } from '../constructs/http-api';
import { OperatorSecret } from '../constructs/operator-secret';
import type { StageSettings } from './stage';

export const defaultMailFrom = 'no-reply@thon.example';
/** The SMS sender id when context smsSenderId is not given (where carriers show one). */
export const defaultSmsSenderId = 'Thon';

/** A context value given as a non-empty string, else undefined. */
export type ContextReader = (key: string) => string | undefined;

export function contextReader(scope: Construct): ContextReader {
  return (key) => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
}

/**
 * The support desk from context: supportEmail (default the mail-from address),
 * supportIssueTypes, and a Jira when jiraSiteUrl is given (then jiraProjectKey and jiraUserEmail
 * are required, and the API token's secret is created in `scope` for an operator to put the token in).
 */
export function supportDesk(
  scope: Construct,
  stage: StageSettings,
  context: ContextReader,
  mailFrom: string,
): ApiPlatform['support'] {
  const siteUrl = context('jiraSiteUrl');
  const desk = { email: context('supportEmail') ?? mailFrom, issueTypes: context('supportIssueTypes') ?? '' };
  if (!siteUrl) return desk;
  const projectKey = context('jiraProjectKey');
  const userEmail = context('jiraUserEmail');
  if (!projectKey || !userEmail)
    throw new Error('-c jiraSiteUrl needs -c jiraProjectKey=… and -c jiraUserEmail=… (the API token owner)');
  const apiToken = new OperatorSecret(scope, 'JiraApiToken', {
    stage,
    secretName: context('jiraApiTokenSecretName'),
    holds: `Jira API token of ${userEmail}`,
    issuedBy: 'the Atlassian account settings (API tokens)',
  }).secret;
  return { ...desk, jira: { siteUrl, projectKey, userEmail, apiToken } };
}

/**
 * The API's custom domain from context (-c apiDomainName=api.example.org -c apiCertificateArn=arn:…,
 * optionally -c apiHostedZoneId=… -c apiHostedZoneName=example.org for the DNS record). With it the
 * execute-api endpoint is disabled; prod must have one, dev without one keeps execute-api as the origin.
 */
export function apiCustomDomain(stage: StageSettings, context: ContextReader): ApiCustomDomain | undefined {
  const name = context('apiDomainName');
  const certificateArn = context('apiCertificateArn');
  if (!name || !certificateArn) {
    if (stage.isProd) {
      throw new Error(
        'Stage prod needs the API custom domain: -c apiDomainName=api.example.org -c apiCertificateArn=arn:aws:acm:us-east-1:… (the execute-api endpoint is disabled, so CloudFront reaches the API only there).',
      );
    }
    return undefined;
  }
  const zoneId = context('apiHostedZoneId');
  const zoneName = context('apiHostedZoneName');
  return {
    name,
    certificateArn,
    ...(zoneId && zoneName ? { hostedZone: { id: zoneId, name: zoneName } } : {}),
  };
}

/** The web and admin host names CloudFront answers for, with their certificate and DNS zone. */
export interface WebCustomDomain {
  readonly names: readonly string[];
  /** An ACM certificate in us-east-1 (CloudFront's region) covering every name. */
  readonly certificateArn: string;
  /** A Route 53 zone to write the alias records in; without it, point the names at the distribution. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

/**
 * The site's custom domain from context (-c webDomainName=thon.example.org -c adminDomainName=…
 * -c webCertificateArn=arn:aws:acm:us-east-1:…, the zone as for the API: apiHostedZoneId and
 * apiHostedZoneName); without a name and certificate the distribution keeps its default domain.
 */
export function webCustomDomain(context: ContextReader): WebCustomDomain | undefined {
  const names = [context('webDomainName'), context('adminDomainName')].filter(
    (name): name is string => name !== undefined,
  );
  const certificateArn = context('webCertificateArn');
  if (names.length === 0 || !certificateArn) return undefined;
  const zoneId = context('apiHostedZoneId');
  const zoneName = context('apiHostedZoneName');
  return {
    names: [...new Set(names)],
    certificateArn,
    ...(zoneId && zoneName ? { hostedZone: { id: zoneId, name: zoneName } } : {}),
  };
}
