// The support desk's Jira, reached with jira.js (REST v3, basic auth with a user's API
// token). Configured per deployment: CDK context jiraSiteUrl, jiraProjectKey and jiraUserEmail
// become the variables below on the functions granted 'jira', with the API token's secret (made by
// CDK, put by an operator); locally and in tests the token may be a plain variable. Without a site
// URL there is no Jira: issue types come from the configured list and messages are only emailed.
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { Version3Client } from 'jira.js';
import { secretsManagerClient } from './clients/secrets-manager';
import { jiraEnvironmentNames } from './environment-names';
import type { SupportDesk, SupportTicket } from '../domain/ports/support-desk';

/** Jira answers within this, or the message goes by email only. */
const timeoutMs = 8000;

let apiToken: Promise<string> | undefined;

/** The API token, read once per Lambda instance (a failed read is retried on the next call). */
function readApiToken(): Promise<string> {
  apiToken ??= (async () => {
    const plain = process.env[jiraEnvironmentNames.apiToken];
    if (plain) return plain;
    const secretId = process.env[jiraEnvironmentNames.apiTokenArn];
    if (!secretId) throw new Error(`Missing environment variable ${jiraEnvironmentNames.apiTokenArn}`);
    const { SecretString } = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: secretId }),
    );
    if (!SecretString) throw new Error('The Jira API token secret has no value');
    return SecretString;
  })().catch((error: unknown) => {
    apiToken = undefined;
    throw error;
  });
  return apiToken;
}

/** Whether this deployment has a Jira (site URL and project key set). */
export function jiraConfigured(): boolean {
  return Boolean(process.env[jiraEnvironmentNames.siteUrl] && process.env[jiraEnvironmentNames.projectKey]);
}

function projectKey(): string {
  const key = process.env[jiraEnvironmentNames.projectKey];
  if (!key) throw new Error(`Missing environment variable ${jiraEnvironmentNames.projectKey}`);
  return key;
}

async function client(): Promise<Version3Client> {
  const host = process.env[jiraEnvironmentNames.siteUrl];
  const email = process.env[jiraEnvironmentNames.userEmail];
  if (!host || !email) throw new Error('Jira is not configured (site URL and user email)');
  return new Version3Client({
    host,
    authentication: { basic: { email, apiToken: await readApiToken() } },
    baseRequestConfig: { timeout: timeoutMs },
  });
}

/** The project's issue types people may choose (not sub-tasks), in Jira's order. */
async function listJiraIssueTypes(): Promise<string[]> {
  const project = await (
    await client()
  ).projects.getProject({
    projectIdOrKey: projectKey(),
    expand: 'issueTypes',
  });
  return (project.issueTypes ?? [])
    .filter((type) => !type.subtask && type.name)
    .map((type) => type.name as string);
}

export type JiraTicket = SupportTicket;

/** Plain text as an Atlassian Document Format document (what REST v3 takes as a description). */
function documentOf(text: string) {
  const paragraphs = text
    .split(/\r?\n/u)
    .map((line) =>
      line === ''
        ? { type: 'paragraph', content: [] }
        : { type: 'paragraph', content: [{ type: 'text', text: line }] },
    );
  return { type: 'doc' as const, version: 1 as const, content: paragraphs };
}

/** Creates the issue, then adds the attachments to it; answers the issue's key (e.g. SUP-12). */
async function createJiraTicket(ticket: JiraTicket): Promise<string> {
  const jira = await client();
  const created = await jira.issues.createIssue({
    fields: {
      project: { key: projectKey() },
      issuetype: { name: ticket.issueType },
      summary: ticket.summary,
      description: documentOf(ticket.description),
    },
  });
  const { key } = created;
  for (const attachment of ticket.attachments) {
    await jira.issueAttachments.addAttachment({
      issueIdOrKey: key,
      attachment: {
        filename: attachment.fileName,
        file: attachment.content,
        mimeType: attachment.contentType,
      },
    });
  }
  return key;
}

/** The SupportDesk port (domain/ports/support-desk.ts) on Jira Cloud. */
export const jiraSupportDesk: SupportDesk = {
  configured: jiraConfigured,
  listIssueTypes: listJiraIssueTypes,
  createTicket: createJiraTicket,
};
