// The support issue types of the real wiring without Jira: the configured list (read from the
// environment), else the catalogue's. The attachment rules are in unit/support/attachments.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSupportIssueTypes } from '@thon/shared/catalog/support';
import { issueTypesDeps } from '../../src/composition/support';
import { forgetIssueTypes, supportIssueTypes } from '../../src/domain/support/issue-types';
import { jiraEnvironmentNames, supportEnvironmentNames } from '../../src/platform/environment-names';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  forgetIssueTypes();
});

describe('support issue types without Jira', () => {
  it('are the catalogue default when nothing is configured', async () => {
    process.env[jiraEnvironmentNames.siteUrl] = '';
    process.env[supportEnvironmentNames.issueTypes] = '';
    expect(await supportIssueTypes(issueTypesDeps)).toEqual(defaultSupportIssueTypes);
    expect(defaultSupportIssueTypes).toEqual(['Bug', 'Question', 'Task', 'Feature Request']);
  });

  it('are the configured list (comma-separated, trimmed) when one is set', async () => {
    process.env[jiraEnvironmentNames.siteUrl] = '';
    process.env[supportEnvironmentNames.issueTypes] = ' Bug , Billing,, Other ';
    expect(await supportIssueTypes(issueTypesDeps)).toEqual(['Bug', 'Billing', 'Other']);
  });
});
