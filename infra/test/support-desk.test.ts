// CDK assertions on the support desk: the contact form's functions get support's
// address; a Jira (context jiraSiteUrl, jiraProjectKey, jiraUserEmail) adds its settings and an
// operator secret for the API token that only those functions may read; without it, none.
import { jiraEnvironmentNames, supportEnvironmentNames } from '@thon/functions/platform/environment-names';
import { routeList } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { roleOf, roleStatements } from './support/role-statements';
import { synthDevStack, type SynthResource } from './support/synth-dev-stack';

type Resource = SynthResource;

function synth(context: Record<string, unknown> = {}) {
  const { resources } = synthDevStack(context);
  const functions = Object.entries(resources).filter(
    ([, resource]) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.Thon,
  );
  const variables = (resource: Resource) =>
    (resource.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
  /** The routes (or handlers) whose role may read the secret with this logical id. */
  const readersOf = (secretId: string) =>
    functions
      .filter(([, fn]) =>
        roleStatements(resources, roleOf(fn) ?? '').some(
          (statement) =>
            [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
            JSON.stringify(statement.Resource).includes(secretId),
        ),
      )
      .map(([, fn]) => fn.Metadata?.Thon?.Route ?? fn.Metadata?.Thon?.Handler)
      .sort();
  const jiraSecrets = Object.entries(resources)
    .filter(
      ([id, resource]) => resource.Type === 'AWS::SecretsManager::Secret' && id.startsWith('JiraApiToken'),
    )
    .map(([id]) => id);
  return { resources, functions, variables, readersOf, jiraSecrets };
}

const deskRoutes = routeList
  .filter((route) => route.uses?.includes('jira'))
  .map((route) => route.name)
  .sort();
const jiraNames = Object.values(jiraEnvironmentNames);

describe('support desk', () => {
  it('is the contact form and its issue types', () => {
    expect(deskRoutes).toEqual(['AdminFranchiseeEmailContact', 'GetJiraIssueTypes']);
  });

  it('without Jira: support’s address (context supportEmail, else mail-from) on the desk functions only, no Jira secret', () => {
    const custom = synth({ supportEmail: 'help@school.example', supportIssueTypes: 'Bug,Question' });
    expect(custom.jiraSecrets).toEqual([]);
    for (const [, fn] of custom.functions) {
      const names = Object.keys(custom.variables(fn));
      const desk = deskRoutes.includes(fn.Metadata?.Thon?.Route ?? '');
      expect(names.includes(supportEnvironmentNames.supportEmail)).toBe(desk);
      expect(names.filter((name) => (jiraNames as string[]).includes(name))).toEqual([]);
    }
    const contact = custom.functions.find(
      ([, fn]) => fn.Metadata?.Thon?.Route === 'AdminFranchiseeEmailContact',
    );
    expect(custom.variables(contact?.[1] as Resource)).toMatchObject({
      [supportEnvironmentNames.supportEmail]: 'help@school.example',
      [supportEnvironmentNames.issueTypes]: 'Bug,Question',
    });
  });

  it('with Jira: its settings and the API token secret, readable by the desk functions only', () => {
    const withJira = synth({
      jiraSiteUrl: 'https://thon.atlassian.net',
      jiraProjectKey: 'SUP',
      jiraUserEmail: 'support-bot@thon.example',
    });
    expect(withJira.jiraSecrets).toHaveLength(1);
    expect(withJira.readersOf(withJira.jiraSecrets[0] ?? '')).toEqual(deskRoutes);
    for (const [, fn] of withJira.functions) {
      const desk = deskRoutes.includes(fn.Metadata?.Thon?.Route ?? '');
      const names = Object.keys(withJira.variables(fn)).filter((name) =>
        (jiraNames as string[]).includes(name),
      );
      expect(names.sort()).toEqual(
        desk
          ? [
              jiraEnvironmentNames.apiTokenArn,
              jiraEnvironmentNames.projectKey,
              jiraEnvironmentNames.siteUrl,
              jiraEnvironmentNames.userEmail,
            ].sort()
          : [],
      );
      if (desk) {
        expect(withJira.variables(fn)).toMatchObject({
          [jiraEnvironmentNames.siteUrl]: 'https://thon.atlassian.net',
          [jiraEnvironmentNames.projectKey]: 'SUP',
          [jiraEnvironmentNames.userEmail]: 'support-bot@thon.example',
        });
      }
    }
  });

  it('refuses a Jira site without its project and user', () => {
    expect(() => synth({ jiraSiteUrl: 'https://thon.atlassian.net' })).toThrow(/jiraProjectKey/);
  });
});
