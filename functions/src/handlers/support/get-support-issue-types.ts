// GET /api/events/getjiraissuetypes — the issue types the contact form offers.
import { issueTypesDeps } from '../../composition/support';
import { supportRoutes } from '@thon/shared/api/routes/support';
import { api } from '../../platform/http-api';
import { supportIssueTypes } from '../../domain/support/issue-types';

export const handler = api(supportRoutes.getSupportIssueTypes).handler(async () => ({
  IssueTypes: (await supportIssueTypes(issueTypesDeps)).map((Name) => ({ Name })),
}));
