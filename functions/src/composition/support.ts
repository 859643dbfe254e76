// Ready dependencies of the support issue types: the desk (Jira), the settings and the log, no SES; the
// contact form's, which carry SES, the captcha and the table, are in support-contact.ts.
import type { IssueTypesDeps } from '../domain/support/issue-types';
import { systemClock } from '../platform/clock';
import { jiraSupportDesk } from '../platform/jira';
import { powertoolsLogger } from '../platform/logger';
import { environmentSupportSettings } from '../platform/support-settings';

export const issueTypesDeps: IssueTypesDeps = {
  desk: jiraSupportDesk,
  settings: environmentSupportSettings,
  clock: systemClock,
  logger: powertoolsLogger,
};
