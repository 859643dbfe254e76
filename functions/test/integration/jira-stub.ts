// Stands in for the support desk's Jira Cloud at its HTTP boundary (msw), in the vitest
// globalSetup process, where the local gateway runs the handlers; installed with the Facebook
// stub (one msw server per process). The integration stack is configured with this Jira (the
// variables below); `npm start` and the browser tests have none. It checks what Jira checks (basic
// auth with the API token, the project, an offered issue type, an ADF description, the
// XSRF-exempt multipart attachment upload) and keeps what it was given, so a wrong call fails as
// it would against Jira. A subject containing `[jira-down]` makes issue creation fail (503).
import { http, HttpResponse } from 'msw';

export const jiraStub = {
  siteUrl: 'https://thon-support.atlassian.net',
  projectKey: 'SUP',
  userEmail: 'support-bot@thon.example',
  apiToken: 'stub-jira-api-token',
} as const;
export const jiraDownMarker = '[jira-down]';

/** The project's issue types as Jira lists them (the sub-task is not offered). */
export const jiraIssueTypes = [
  { id: '10001', name: 'Bug', subtask: false },
  { id: '10002', name: 'Support Request', subtask: false },
  { id: '10003', name: 'Question', subtask: false },
  { id: '10004', name: 'Sub-task', subtask: true },
];

/** The variables the handlers read (platform/jira.ts), set in the gateway's process. */
export const jiraStubEnvironment = {
  JIRA_SITE_URL: jiraStub.siteUrl,
  JIRA_PROJECT_KEY: jiraStub.projectKey,
  JIRA_USER_EMAIL: jiraStub.userEmail,
  JIRA_API_TOKEN: jiraStub.apiToken,
};

const issues = new Map<string, { summary: string; type: string; attachments: string[] }>();

const expectedAuthorization = `Basic ${Buffer.from(`${jiraStub.userEmail}:${jiraStub.apiToken}`).toString('base64')}`;
const errors = (status: number, ...errorMessages: string[]) =>
  HttpResponse.json({ errorMessages, errors: {} }, { status });
const authorized = (request: Request) => request.headers.get('authorization') === expectedAuthorization;

interface CreateIssueBody {
  fields?: {
    project?: { key?: string };
    issuetype?: { name?: string };
    summary?: unknown;
    description?: { type?: string; version?: number; content?: unknown[] };
  };
}

export const jiraHandlers = [
  http.get(`${jiraStub.siteUrl}/rest/api/3/project/:key`, ({ request, params }) => {
    if (!authorized(request)) return errors(401, 'Client must be authenticated to access this resource.');
    if (params.key !== jiraStub.projectKey) return errors(404, 'No project could be found with key.');
    const expand = new URL(request.url).searchParams.get('expand') ?? '';
    return HttpResponse.json({
      id: '10000',
      key: jiraStub.projectKey,
      name: 'Thon Support',
      ...(expand.split(',').includes('issueTypes') ? { issueTypes: jiraIssueTypes } : {}),
    });
  }),
  http.post(`${jiraStub.siteUrl}/rest/api/3/issue`, async ({ request }) => {
    if (!authorized(request)) return errors(401, 'Client must be authenticated to access this resource.');
    const { fields } = (await request.json()) as CreateIssueBody;
    const type = jiraIssueTypes.find((issueType) => issueType.name === fields?.issuetype?.name);
    if (fields?.project?.key !== jiraStub.projectKey)
      return errors(400, 'project: valid project is required');
    if (!type || type.subtask) return errors(400, 'issuetype: Specify a valid issue type');
    if (typeof fields.summary !== 'string' || fields.summary === '' || /[\r\n]/u.test(fields.summary))
      return errors(400, 'summary: Summary must be a single line');
    if (fields.description?.type !== 'doc' || fields.description.version !== 1)
      return errors(400, 'description: Operation value must be an Atlassian Document');
    if (fields.summary.includes(jiraDownMarker)) return errors(503, 'Service unavailable');
    const key = `${jiraStub.projectKey}-${issues.size + 1}`;
    issues.set(key, { summary: fields.summary, type: type.name, attachments: [] });
    return HttpResponse.json(
      { id: String(20000 + issues.size), key, self: `${jiraStub.siteUrl}/rest/api/3/issue/${key}` },
      { status: 201 },
    );
  }),
  http.post(`${jiraStub.siteUrl}/rest/api/3/issue/:key/attachments`, async ({ request, params }) => {
    if (!authorized(request)) return errors(401, 'Client must be authenticated to access this resource.');
    if (request.headers.get('x-atlassian-token') !== 'no-check') return errors(403, 'XSRF check failed');
    const issue = issues.get(String(params.key));
    if (!issue) return errors(404, 'Issue does not exist or you do not have permission to see it.');
    const files = (await request.formData())
      .getAll('file')
      .flatMap((file) => (typeof file === 'string' ? [] : [file]));
    if (files.length === 0) return errors(400, 'No attachments found.');
    issue.attachments.push(...files.map((file) => file.name));
    return HttpResponse.json(
      files.map((file, index) => ({ id: `${index + 1}`, filename: file.name, size: file.size })),
    );
  }),
];
