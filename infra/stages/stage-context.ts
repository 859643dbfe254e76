// The one place a stage file becomes CDK context: the stacks read context (-c key=value, or
// createThonApp({ context }) in tests), so a stage file, a command line and a test all configure
// the app the same way. Every key here is one a stack reads (infra/lib/context-settings.ts and
// the stacks); alarmEmail is the alarm topic's email subscription.
import type { ValidStageFile } from './stage-file';

export function stageContext(file: ValidStageFile): Record<string, string> {
  return {
    stage: file.stage,
    mailFrom: file.mailFrom,
    supportEmail: file.supportEmail,
    alarmEmail: file.alarmEmail,
    webOrigin: `https://${file.domains.web}`,
    adminOrigin: `https://${file.domains.admin}`,
    webDomainName: file.domains.web,
    adminDomainName: file.domains.admin,
    webCertificateArn: file.certificates.web,
    apiDomainName: file.domains.api,
    apiCertificateArn: file.certificates.api,
    apiHostedZoneId: file.hostedZone.id,
    apiHostedZoneName: file.hostedZone.name,
    facebookAppId: file.facebookAppId,
    smsSenderId: file.smsSenderId,
    smsMonthlySpendLimitUsd: String(file.smsMonthlySpendLimitUsd),
    jiraSiteUrl: file.jira.siteUrl,
    jiraProjectKey: file.jira.projectKey,
    jiraUserEmail: file.jira.userEmail,
    paymentProviderSecretName: file.secrets.stripeSecretKey,
    paymentWebhookSecretName: file.secrets.stripeWebhookSecret,
    jiraApiTokenSecretName: file.secrets.jiraApiToken,
  };
}
