// The super admin's changes to franchises: create, edit (name, contact, default commission,
// territory) and suspend or reactivate. Territories are kept apart by territory-write.ts.
import type {
  CreateFranchiseRequest,
  Franchise,
  SetFranchiseStatusRequest,
  UpdateFranchiseRequest,
} from '@thon/shared/api/schemas/franchises';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { franchiseeSetsOrganizersMayShopOnly } from '@thon/shared/catalog/shop-messages';
import { scopedCaller } from '../access/caller-scope';
import { canReadFranchise, notFoundUnless } from '../access/scope';
import type { FranchiseFields, FranchiseRecord } from '../../data/repositories/franchises-repository';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { Conflict, Forbidden, NotFound } from '../errors';
import { auditActorOf, franchiseAuditEntry } from './franchise-audit';
import { endSessionsOfFranchise, type FranchiseMemberSessions } from './franchise-sessions';
import { franchiseView } from './franchise-view';
import { storedFranchiseStatusOf } from './franchise-wire';
import type { FranchisePorts } from './ports';
import { writeFranchiseWithTerritory } from './territory-write';

export type ManageFranchisesDeps = Pick<FranchisePorts, 'franchises' | 'callers' | 'ids' | 'clock'>;

const fieldsOf = (record: FranchiseRecord): FranchiseFields => ({
  franchiseId: record.franchiseId,
  name: record.name,
  contactName: record.contactName,
  contactEmail: record.contactEmail,
  contactPhone: record.contactPhone,
  defaultCommissionPercent: record.defaultCommissionPercent,
  states: record.states,
  zipPrefixes: record.zipPrefixes,
  status: record.status,
  // Kept through every edit: the whole item is put again, so a field left out would be lost.
  ...(record.organizersMayShop === undefined ? {} : { organizersMayShop: record.organizersMayShop }),
});

export async function createFranchise(
  deps: ManageFranchisesDeps,
  caller: Caller,
  request: CreateFranchiseRequest,
): Promise<Franchise> {
  const franchiseId = deps.ids.newId();
  const fields: FranchiseFields = {
    franchiseId,
    name: request.Name,
    contactName: request.Contact.Name,
    contactEmail: request.Contact.Email,
    contactPhone: request.Contact.Phone,
    defaultCommissionPercent: request.DefaultCommissionPercent,
    states: request.Territory.States,
    zipPrefixes: request.Territory.ZipPrefixes,
    status: 'active',
  };
  const actor = await auditActorOf(deps, caller);
  const written = await writeFranchiseWithTerritory(deps, franchiseId, () => fields, {
    creating: true,
    auditOf: (_stored, after) => franchiseAuditEntry(deps, actor, 'franchise-created', undefined, after),
  });
  return franchiseView(written);
}

/** The fields only a super admin sets; a franchisee user sets OrganizersMayShop alone. */
const franchisorFields = ['Name', 'Contact', 'DefaultCommissionPercent', 'Territory'] as const;

/**
 * Only the fields sent change; the rest are kept as stored when the write is decided. A franchisee
 * user changes only their own franchise's OrganizersMayShop (another franchise answers 404 like an
 * unknown one; another field 403).
 */
export async function updateFranchise(
  deps: ManageFranchisesDeps,
  caller: Caller,
  request: UpdateFranchiseRequest,
): Promise<Franchise> {
  if (caller.role !== 'super-admin') {
    const scoped = await scopedCaller(deps.callers, caller);
    const stored = await deps.franchises.getFranchise(request.FranchiseId);
    notFoundUnless(stored !== undefined && canReadFranchise(scoped, stored.franchiseId));
    if (franchisorFields.some((field) => request[field] !== undefined))
      throw new Forbidden(franchiseeSetsOrganizersMayShopOnly);
  }
  const actor = await auditActorOf(deps, caller);
  const written = await writeFranchiseWithTerritory(
    deps,
    request.FranchiseId,
    (stored) => {
      if (!stored) throw new NotFound();
      const fields = fieldsOf(stored);
      return {
        ...fields,
        ...(request.Name !== undefined ? { name: request.Name } : {}),
        ...(request.Contact
          ? {
              contactName: request.Contact.Name,
              contactEmail: request.Contact.Email,
              contactPhone: request.Contact.Phone,
            }
          : {}),
        ...(request.DefaultCommissionPercent !== undefined
          ? { defaultCommissionPercent: request.DefaultCommissionPercent }
          : {}),
        ...(request.Territory
          ? { states: request.Territory.States, zipPrefixes: request.Territory.ZipPrefixes }
          : {}),
        ...(request.OrganizersMayShop !== undefined ? { organizersMayShop: request.OrganizersMayShop } : {}),
      };
    },
    {
      creating: false,
      auditOf: (stored, after) =>
        franchiseAuditEntry(deps, actor, 'franchise-changed', stored && fieldsOf(stored), after),
    },
  );
  return franchiseView(written);
}

const maxStatusRounds = 10;

/** A status change also ends the sessions of a suspended franchise's users. */
export type SetFranchiseStatusDeps = ManageFranchisesDeps & { members: FranchiseMemberSessions };

/**
 * Suspending keeps the territory (its schools are not handed to a neighbour) and ends its users'
 * sessions at once; the same status again is a no-op.
 */
export async function setFranchiseStatus(
  deps: SetFranchiseStatusDeps,
  caller: Caller,
  request: SetFranchiseStatusRequest,
): Promise<Franchise> {
  const status = storedFranchiseStatusOf[request.Status];
  const actor = await auditActorOf(deps, caller);
  for (let round = 0; round < maxStatusRounds; round += 1) {
    const stored = await deps.franchises.getFranchise(request.FranchiseId);
    if (!stored) throw new NotFound();
    if (stored.status === status) return franchiseView(stored);
    const before = fieldsOf(stored);
    const audit = franchiseAuditEntry(deps, actor, 'franchise-status-changed', before, { ...before, status });
    const at = new Date(deps.clock.nowMs()).toISOString();
    const outcome = await deps.franchises.writeFranchiseStatus({
      franchiseId: stored.franchiseId,
      status,
      readVersion: stored.version,
      at,
      // A status change always alters the status, so it always has an entry.
      ...(audit ? { audit } : {}),
    });
    if (outcome.written) {
      // After the write: a sign-in racing it reads the suspension, or has its session ended here.
      if (status === 'suspended') await endSessionsOfFranchise(deps, stored.franchiseId);
      return franchiseView({ ...stored, status, version: stored.version + 1, updatedAt: at });
    }
    await backOff(Math.min(round, 4));
  }
  throw new Conflict(changedAtTheSameTime);
}
