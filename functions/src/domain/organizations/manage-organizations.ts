// Changes to organizations from the admin console: create (its franchise derived from the ZIP),
// edit (a changed ZIP derives it again unless a super admin fixed it), move (the super admin's
// override, or clearing it) and the access-code-only switch. A franchisee user works only on their
// franchise's organizations: another's answers exactly like an unknown id, and a ZIP outside their
// territory is refused with a 409 saying so (the school would not be theirs).
import type {
  CreateOrganizationRequest,
  MoveOrganizationRequest,
  Organization,
  SetForceAccessCodeRequest,
  UpdateOrganizationRequest,
} from '@thon/shared/api/schemas/organizations';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import type { AuditAction } from '@thon/shared/api/schemas/audit';
import { schoolLevelNotForType } from '@thon/shared/api/schemas/events';
import { isSchoolOrganizationType } from '@thon/shared/catalog/school-lists';
import { changedAtTheSameTime, organizationOutsideTerritory } from '@thon/shared/catalog/messages';
import type { ManagedOrganizationFields } from '../../data/repositories/organizations-repository';
import { scopedCaller } from '../access/caller-scope';
import {
  canManageOrganization,
  canMoveOrganization,
  notFoundUnless,
  type ScopedCaller,
} from '../access/scope';
import type { AuditActor } from '../audit/audit-entry';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { checkOrganizationCodes } from '../catalog/reference-codes';
import { Conflict, RuleBroken } from '../errors';
import { auditActorOf } from '../franchises/franchise-audit';
import { organizationAuditEntry } from './organization-audit';
import { franchiseKeyOfZip, managedFieldsOf } from './organization-fields';
import { organizationView } from './organization-view';
import type { OrganizationPorts } from './ports';

/** A franchisee user may place an organization only in their own franchise. */
function refuseOutsideTerritory(scoped: ScopedCaller, franchiseId: string): void {
  if (!canManageOrganization(scoped, { franchiseId })) throw new Conflict(organizationOutsideTerritory);
}

export async function createOrganization(
  deps: OrganizationPorts,
  caller: Caller,
  request: CreateOrganizationRequest,
): Promise<Organization> {
  await checkOrganizationCodes(deps, { ...request, State: request.Address.State });
  const scoped = await scopedCaller(deps.callers, caller);
  const franchiseId = await franchiseKeyOfZip(deps, request.Address.Zip);
  refuseOutsideTerritory(scoped, franchiseId);
  const fields: ManagedOrganizationFields = {
    organizationId: deps.ids.newId(),
    name: request.Name,
    organizationType: request.OrganizationType,
    ...(request.SchoolLevel ? { schoolLevel: request.SchoolLevel } : {}),
    street: request.Address.Street,
    city: request.Address.City,
    state: request.Address.State,
    zip: request.Address.Zip,
    franchiseId,
    franchiseOverridden: false,
    forceAccessCode: false,
  };
  const at = new Date(deps.clock.nowMs()).toISOString();
  const actor = await auditActorOf(deps, caller);
  const audit = organizationAuditEntry(deps, actor, 'organization-created', undefined, fields);
  const outcome = await deps.organizations.writeOrganization({
    organization: fields,
    at,
    ...(audit ? { audit } : {}),
  });
  // A fresh id cannot be taken; a refusal here is a fault, not a race.
  if (!outcome.written) throw new Error('A new organization was refused');
  return organizationView({ ...fields, version: 1, createdAt: at, updatedAt: at });
}

const maxRounds = 10;

/**
 * Reads the organization, checks the caller may change it (else 404 as unknown), decides the new
 * fields and writes them with the audit entry only if nobody changed it meanwhile; a lost race is
 * read and decided again. A change that alters nothing writes nothing.
 */
async function changeOrganization(
  deps: OrganizationPorts,
  caller: Caller,
  organizationId: string,
  action: AuditAction,
  allowed: (scoped: ScopedCaller, stored: ManagedOrganizationFields) => boolean,
  decide: (stored: ManagedOrganizationFields, scoped: ScopedCaller) => Promise<ManagedOrganizationFields>,
): Promise<Organization> {
  let actor: AuditActor | undefined;
  for (let round = 0; round < maxRounds; round += 1) {
    const record = await deps.organizations.getOrganization(organizationId);
    const scoped = await scopedCaller(deps.callers, caller);
    notFoundUnless(record !== undefined && allowed(scoped, managedFieldsOf(record)));
    const before = managedFieldsOf(record);
    const after = await decide(before, scoped);
    actor ??= await auditActorOf(deps, caller);
    const audit = organizationAuditEntry(deps, actor, action, before, after);
    if (!audit) return organizationView(record);
    const at = new Date(deps.clock.nowMs()).toISOString();
    const readVersion = record.version ?? 0;
    const outcome = await deps.organizations.writeOrganization({
      organization: after,
      readVersion,
      at,
      audit,
    });
    if (outcome.written) {
      const { schoolLevel: _cleared, ...kept } = record;
      return organizationView({ ...kept, ...after, version: readVersion + 1, updatedAt: at });
    }
    await backOff(Math.min(round, 4));
  }
  throw new Conflict(changedAtTheSameTime);
}

const mayManage = (scoped: ScopedCaller, stored: ManagedOrganizationFields) =>
  canManageOrganization(scoped, { franchiseId: stored.franchiseId });

/** Only the fields sent change. A new ZIP derives the franchise again unless it was fixed by a move. */
export async function updateOrganization(
  deps: OrganizationPorts,
  caller: Caller,
  request: UpdateOrganizationRequest,
): Promise<Organization> {
  return changeOrganization(
    deps,
    caller,
    request.OrganizationId,
    'organization-changed',
    mayManage,
    async (stored, scoped) => {
      const organizationType = request.OrganizationType ?? stored.organizationType;
      const schoolLevel = request.SchoolLevel !== undefined ? request.SchoolLevel : stored.schoolLevel;
      // The schema checks a level sent with a type; a new type must also suit the level kept.
      if (schoolLevel && !isSchoolOrganizationType(organizationType))
        throw new RuleBroken(schoolLevelNotForType, [
          { path: 'SchoolLevel', message: schoolLevelNotForType },
        ]);
      const address = request.Address;
      await checkOrganizationCodes(
        deps,
        {
          OrganizationType: organizationType,
          ...(schoolLevel ? { SchoolLevel: schoolLevel } : {}),
          ...(address ? { State: address.State } : {}),
        },
        { OrganizationType: stored.organizationType, SchoolLevel: stored.schoolLevel, State: stored.state },
      );
      const zipChanged = address !== undefined && address.Zip !== stored.zip;
      const franchiseId =
        zipChanged && !stored.franchiseOverridden
          ? await franchiseKeyOfZip(deps, address.Zip)
          : stored.franchiseId;
      if (franchiseId !== stored.franchiseId) refuseOutsideTerritory(scoped, franchiseId);
      const { schoolLevel: _old, ...rest } = stored;
      return {
        ...rest,
        ...(request.Name !== undefined ? { name: request.Name } : {}),
        organizationType,
        ...(schoolLevel ? { schoolLevel } : {}),
        ...(address
          ? { street: address.Street, city: address.City, state: address.State, zip: address.Zip }
          : {}),
        franchiseId,
      };
    },
  );
}

/**
 * A franchise id fixes the organization there (`direct`: a direct customer whatever its ZIP);
 * without one the override is cleared and its ZIP decides again. An unknown franchise is refused.
 */
export async function moveOrganization(
  deps: OrganizationPorts,
  caller: Caller,
  request: MoveOrganizationRequest,
): Promise<Organization> {
  const target = request.FranchiseId;
  if (target !== undefined && target !== directCustomerKey && !(await deps.franchises.getFranchise(target))) {
    const message = 'FranchiseId is not a franchise';
    throw new RuleBroken(message, [{ path: 'FranchiseId', message }]);
  }
  return changeOrganization(
    deps,
    caller,
    request.OrganizationId,
    'organization-moved',
    (scoped) => canMoveOrganization(scoped),
    async (stored) =>
      target === undefined
        ? { ...stored, franchiseId: await franchiseKeyOfZip(deps, stored.zip), franchiseOverridden: false }
        : { ...stored, franchiseId: target, franchiseOverridden: true },
  );
}

export async function setForceAccessCode(
  deps: OrganizationPorts,
  caller: Caller,
  request: SetForceAccessCodeRequest,
): Promise<Organization> {
  return changeOrganization(
    deps,
    caller,
    request.OrganizationId,
    'organization-changed',
    mayManage,
    (stored) => Promise.resolve({ ...stored, forceAccessCode: request.ForceAccessCode }),
  );
}
