// Membership of reference-list fields in the merged lists (spec section 3: a server-configured
// entry, a new grade or organization type, is accepted like a catalogue one). The request schemas
// check only the shape; this refuses an unknown value with the message the schema gave before,
// as the same 400 (RuleBroken with field issues) a schema failure answers.
import {
  organizationCodeIssues,
  participantCodes,
  type ReferenceCodeIssue,
} from '@thon/shared/api/schemas/reference-codes';
import type { ReferenceLists } from '@thon/shared/catalog/reference-lists';
import { RuleBroken } from '../errors';
import { getReferenceLists } from './reference-lists';

function refuse(issues: readonly ReferenceCodeIssue[]): void {
  const first = issues[0];
  if (first) throw new RuleBroken(first.message, issues);
}

/** Grade and ShirtSize as the lists spell them; throws for a value no list has. */
export async function checkParticipantCodes(
  request: { Grade?: string | undefined; ShirtSize?: string | undefined },
  lists?: ReferenceLists,
): Promise<{ Grade?: string; ShirtSize?: string }> {
  if (request.Grade === undefined && request.ShirtSize === undefined) return {};
  const { issues, ...codes } = participantCodes(request, lists ?? (await getReferenceLists()));
  refuse(issues);
  return codes;
}

/** A new Thon's OrganizationType, SchoolLevel and State; throws for a value no list has. */
export async function checkOrganizationCodes(
  request: { OrganizationType: string; SchoolLevel?: string | undefined; State?: string | undefined },
  lists?: ReferenceLists,
): Promise<void> {
  refuse(organizationCodeIssues(request, lists ?? (await getReferenceLists())));
}
