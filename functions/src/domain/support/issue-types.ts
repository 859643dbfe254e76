// The issue types a support message may have: the Jira project's when the deployment
// has a Jira, kept 10 minutes in the function instance; else the configured list (CDK context
// supportIssueTypes), else the catalogue's default (Bug, Question, Task, Feature Request). A Jira
// that cannot be asked falls back to the configured list, so the form keeps working.
import { defaultSupportIssueTypes } from '@thon/shared/catalog/support';
import type { SupportPorts } from './ports';

export const issueTypesCacheMs = 10 * 60 * 1000;

let cached: { types: readonly string[]; until: number } | undefined;

/** The configured list without Jira. */
export function configuredIssueTypes(settings: SupportPorts['settings']): readonly string[] {
  const configured = settings.configuredIssueTypeNames();
  return configured.length > 0 ? configured : defaultSupportIssueTypes;
}

export type IssueTypesDeps = Pick<SupportPorts, 'desk' | 'settings' | 'clock' | 'logger'>;

export async function supportIssueTypes(deps: IssueTypesDeps): Promise<readonly string[]> {
  if (!deps.desk.configured()) return configuredIssueTypes(deps.settings);
  const now = deps.clock.nowMs();
  if (cached && cached.until > now) return cached.types;
  try {
    const types = await deps.desk.listIssueTypes();
    if (types.length === 0) throw new Error('The Jira project lists no issue types');
    cached = { types, until: now + issueTypesCacheMs };
    return types;
  } catch (error) {
    deps.logger.warn('Jira issue types not available; offering the configured list', {
      reason: (error as Error).message,
    });
    return configuredIssueTypes(deps.settings);
  }
}

/** Forgets the cached Jira list (tests). */
export function forgetIssueTypes(): void {
  cached = undefined;
}
