// Membership of reference-list fields in the merged lists (spec section 3: a server-configured
// entry, a new grade or organization type, is accepted like a catalogue one). The request schemas
// check only the shape; this refuses an unknown value with the message the schema gave before,
// as the same 400 (RuleBroken with field issues) a schema failure answers.
import {
  organizationCodeIssues,
  participantCodes,
  type ReferenceCodeIssue,
} from '@thon/shared/api/schemas/reference-codes';
import type { CodeNameEntry } from '@thon/shared/catalog/list-entry';
import { mergeLists } from '@thon/shared/catalog/merge-lists';
import { offeredEntries } from '@thon/shared/catalog/reference-list-edits';
import { serverReferenceListsSchema } from '@thon/shared/catalog/reference-lists-schema';
import { grades, organizationTypes, schoolLevels } from '@thon/shared/catalog/school-lists';
import { shirtSizes } from '@thon/shared/catalog/shirt-sizes';
import { shopCategories } from '@thon/shared/catalog/shop-categories';
import { shopCategoryNotCurrent, shopSizeNotCurrent } from '@thon/shared/catalog/shop-messages';
import { states } from '@thon/shared/catalog/states';
import { RuleBroken } from '../errors';
import type { CatalogSettings } from './ports';

/** The membership checks read the server-configured lists. */
export interface ReferenceCodeDeps {
  settings: CatalogSettings;
}

// Only the lists checked here, merged as GetReferenceLists merges them (reference-lists.ts), so
// these functions do not bundle the country list that route alone answers with.
const checkedDefaults = { grades, shirtSizes, organizationTypes, schoolLevels, states, shopCategories };
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

/**
 * A product's Category and its variants' sizes as the lists spell them (the category is the shop
 * page's hash and gsi2's partition, so its spelling matters); throws for a code no list offers. A
 * value the product already holds (`kept`) is not checked again, as for organizations: an edit of
 * its price must not fail for a category retired since.
 */
export async function checkProductCodes(
  deps: ReferenceCodeDeps,
  request: { Category: string; Sizes: readonly string[] },
  kept: { Category?: string | undefined; Sizes?: readonly string[] } = {},
): Promise<{ Category: string; Sizes: string[] }> {
  const lists = await checkedLists(deps);
  const spelling = (list: readonly CodeNameEntry[]) =>
    new Map(offeredEntries(list).map((entry) => [entry.Code.toUpperCase(), entry.Code]));
  const categories = spelling(lists.shopCategories);
  const sizes = spelling(lists.shirtSizes);
  const keptSizes = new Set(kept.Sizes ?? []);
  const category =
    request.Category === kept.Category ? request.Category : categories.get(request.Category.toUpperCase());
  const issues: ReferenceCodeIssue[] = [];
  if (category === undefined)
    issues.push({ path: 'Category', message: shopCategoryNotCurrent(request.Category) });
  const spelled = request.Sizes.map((size) => (keptSizes.has(size) ? size : sizes.get(size.toUpperCase())));
  const unknown = request.Sizes.find((_size, index) => spelled[index] === undefined);
  if (unknown !== undefined) issues.push({ path: 'Variants', message: shopSizeNotCurrent(unknown) });
  refuse(issues);
  return {
    Category: category ?? request.Category,
    Sizes: spelled.map((size, index) => size ?? request.Sizes[index] ?? ''),
  };
}
