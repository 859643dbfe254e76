// The support desk's settings, set on the functions granted 'jira' (the contact form
// and its issue types). Apart from the email adapter, so the issue-types function bundles no SES.
import { setting } from './environment';
import { supportEnvironmentNames } from './environment-names';

/** Support's address: configured, else the address we send from. */
export function supportAddress(): string {
  return process.env[supportEnvironmentNames.supportEmail] || setting('mailFrom');
}

/** The issue types configured for a deployment without Jira (empty: none configured). */
export function configuredIssueTypeNames(): string[] {
  return (process.env[supportEnvironmentNames.issueTypes] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The support settings (domain/support/ports.ts SupportSettings) from the environment. */
export const environmentSupportSettings = { supportAddress, configuredIssueTypeNames };
