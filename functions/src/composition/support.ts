// Ready dependencies of the support issue types: the desk (Jira) and the settings, no SES; the
// contact form's, which carry SES, the captcha and the table, are in support-contact.ts.
import type { IssueTypesDeps } from '../domain/support/issue-types';
import { systemClock } from '../platform/clock';
import { jiraSupportDesk } from '../platform/jira';
import { environmentSupportSettings } from '../platform/support-settings';

export const issueTypesDeps: IssueTypesDeps = {
  desk: jiraSupportDesk,
  settings: environmentSupportSettings,
  clock: systemClock,
};
