// Request fields whose value must be an entry of a reference list (spec section 3). The lists are
// the catalogue defaults with server configuration merged over them (GetReferenceLists), so a
// request schema checks only a field's shape and the API checks membership against the merged
// lists (functions/src/domain/catalog/reference-codes.ts) with these messages: with the defaults
// alone, word for word the messages the schemas gave when they checked the catalogue themselves.
import type { ReferenceLists } from '../../catalog/reference-lists';

export interface ReferenceCodeIssue {
  path: string;
  message: string;
}

type CodeList = readonly { Code: string; Name: string }[];

/** Grade and ShirtSize arrive in any case (upper-cased by the schema) and name the codes. */
export function codeListMessage(field: string, list: CodeList): string {
  return `${field} must be one of ${list.map((entry) => entry.Code).join(', ')}.`;
}

export const organizationTypeMessage = 'OrganizationType must be one of the organization types';
export const schoolLevelMessage = 'SchoolLevel must be one of the school levels';
export const stateMessage = 'State must be one of the states';

/** The list's own Code for an upper-cased code, or undefined when the list has no such entry. */
export function listCode(list: CodeList, upperCased: string): string | undefined {
  return list.find((entry) => entry.Code.toUpperCase() === upperCased)?.Code;
}

/** Grade and ShirtSize of an added participant, as the lists spell them, or the refusals. */
export function participantCodes(
  request: { Grade?: string | undefined; ShirtSize?: string | undefined },
  lists: Pick<ReferenceLists, 'grades' | 'shirtSizes'>,
): { Grade?: string; ShirtSize?: string; issues: ReferenceCodeIssue[] } {
  const issues: ReferenceCodeIssue[] = [];
  const pick = (field: 'Grade' | 'ShirtSize', list: CodeList) => {
    const value = request[field];
    if (value === undefined) return undefined;
    const code = listCode(list, value.toUpperCase());
    if (code === undefined) issues.push({ path: field, message: codeListMessage(field, list) });
    return code;
  };
  const Grade = pick('Grade', lists.grades);
  const ShirtSize = pick('ShirtSize', lists.shirtSizes);
  return { ...(Grade !== undefined && { Grade }), ...(ShirtSize !== undefined && { ShirtSize }), issues };
}

/** A new Thon's organization fields: type by Name, school level and state by Code; '' is none. */
export function organizationCodeIssues(
  request: { OrganizationType: string; SchoolLevel?: string | undefined; State?: string | undefined },
  lists: Pick<ReferenceLists, 'organizationTypes' | 'schoolLevels' | 'states'>,
): ReferenceCodeIssue[] {
  const issues: ReferenceCodeIssue[] = [];
  if (!lists.organizationTypes.some((type) => type.Name === request.OrganizationType))
    issues.push({ path: 'OrganizationType', message: organizationTypeMessage });
  if (request.SchoolLevel && !lists.schoolLevels.some((level) => level.Code === request.SchoolLevel))
    issues.push({ path: 'SchoolLevel', message: schoolLevelMessage });
  if (request.State && !lists.states.some((state) => state.Code === request.State))
    issues.push({ path: 'State', message: stateMessage });
  return issues;
}
