// Membership of reference-list fields in the merged lists (spec section 3: a server-configured
// entry, a new grade or organization type, is accepted like a catalogue one). The request schemas
// check only the shape; this refuses an unknown value with the message the schema gave before,
// as the same 400 (RuleBroken with field issues) a schema failure answers.
import {
  organizationCodeIssues,
  participantCodes,
  type ReferenceCodeIssue,
} from '@thon/shared/api/schemas/reference-codes';
import { mergeLists } from '@thon/shared/catalog/merge-lists';
import { offeredEntries } from '@thon/shared/catalog/reference-list-edits';
import { serverReferenceListsSchema } from '@thon/shared/catalog/reference-lists-schema';
import { grades, organizationTypes, schoolLevels } from '@thon/shared/catalog/school-lists';
import { shirtSizes } from '@thon/shared/catalog/shirt-sizes';
import { states } from '@thon/shared/catalog/states';
import { RuleBroken } from '../errors';
import type { CatalogSettings } from './ports';

/** The membership checks read the server-configured lists. */
export interface ReferenceCodeDeps {
  settings: CatalogSettings;
}

// Only the lists checked here, merged as GetReferenceLists merges them (reference-lists.ts), so
// these functions do not bundle the country list that route alone answers with.
const checkedDefaults = { grades, shirtSizes, organizationTypes, schoolLevels, states };
type CheckedLists = typeof checkedDefaults;

async function checkedLists({ settings }: ReferenceCodeDeps): Promise<CheckedLists> {
  // An invalid setting is logged by GetReferenceLists; here, like there, the defaults serve.
  const configured = serverReferenceListsSchema.safeParse((await settings.readReferenceLists()) ?? {});
  return mergeLists(checkedDefaults, configured.success ? configured.data : {});
}

function refuse(issues: readonly ReferenceCodeIssue[]): void {
  const first = issues[0];
  if (first) throw new RuleBroken(first.message, issues);
}

/** Grade and ShirtSize as the lists spell them; throws for a value no list has. */
export async function checkParticipantCodes(
  deps: ReferenceCodeDeps,
  request: {
    Grade?: string | undefined;
    ShirtSize?: string | undefined;
  },
): Promise<{ Grade?: string; ShirtSize?: string }> {
  if (request.Grade === undefined && request.ShirtSize === undefined) return {};
  const lists = await checkedLists(deps);
  // A retired grade or size is served for old records' labels, but a new child cannot take it.
  const offered = { grades: offeredEntries(lists.grades), shirtSizes: offeredEntries(lists.shirtSizes) };
  const { issues, ...codes } = participantCodes(request, offered);
  refuse(issues);
  return codes;
}

/** The organization types a new organization may take (the Session's OrganizationTypes). */
export async function offeredOrganizationTypes(deps: ReferenceCodeDeps): Promise<string[]> {
  return offeredEntries((await checkedLists(deps)).organizationTypes).map((type) => type.Name);
}

type OrganizationCodes = {
  OrganizationType: string;
  SchoolLevel?: string | undefined;
  State?: string | undefined;
};

/**
 * OrganizationType, SchoolLevel and State of a new or edited organization; throws for a value no
 * list offers (a retired entry is not offered). A value the record already holds (`kept`) is not
 * checked again: an edit of an organization's name must not fail for a type retired or renamed
 * since it was made.
 */
export async function checkOrganizationCodes(
  deps: ReferenceCodeDeps,
  request: OrganizationCodes,
  kept: Partial<OrganizationCodes> = {},
): Promise<void> {
  const lists = await checkedLists(deps);
  const issues = organizationCodeIssues(request, {
    organizationTypes: offeredEntries(lists.organizationTypes),
    schoolLevels: offeredEntries(lists.schoolLevels),
    states: offeredEntries(lists.states),
  });
  const isKept = (field: string) => {
    const value = kept[field as keyof OrganizationCodes];
    return value !== undefined && value === request[field as keyof OrganizationCodes];
  };
  refuse(issues.filter((issue) => !isKept(issue.path)));
}
