// A Thon's pledge settings: the organizer's minimums for an initial per-unit pledge and
// a one-time gift (defaulting to the spec's, never below them), the receipts' tax statement, the
// platform's commission (money settings: a super admin or a franchisee user of the Thon's
// franchise, at most 60 %: the schema answers commissionTooHigh), and its organization's payout
// account status, refreshed from the provider while not enabled. Whoever manages the Thon reads
// and edits them (domain/access/scope.ts canManageThon); a Thon outside the caller's scope answers
// 404 like an unknown one, so a franchisee team leader never reaches them.
// Settings change while the Thon is draft or live; once completed its pledges are being settled.
import type { z } from 'zod';
import type {
  pledgeSettingsSchema,
  updatePledgeSettingsRequestSchema,
} from '@thon/shared/api/schemas/pledges';
import { thonLocked } from '@thon/shared/api/schemas/events';
import {
  minimumFlatDonation,
  minimumFlatDonationWhenLive,
  minimumPerUnitDonation,
} from '@thon/shared/catalog/donations';
import {
  changedAtTheSameTime,
  initialPledgeTooSmall,
  noSuchEvent,
  oneTimeGiftTooSmall,
} from '@thon/shared/catalog/messages';
import { editableStatuses } from '@thon/shared/events/event-status';
import { centsToDollars, dollarsToCents } from '@thon/shared/pledges/cents';
import { effectiveCommissionPercent } from '@thon/shared/franchises/commission';
import { pledgeLimits } from '@thon/shared/pledges/pledge-limits';
import type { EventRecord, PledgeSettingChanges } from '../../data/repositories/events-repository';
import { altersNothing, auditEntryOf, type AuditedChange } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Conflict, Forbidden, RuleBroken } from '../errors';
import { scopedCaller } from '../access/caller-scope';
import { canManageThon, canSetMoney, directCustomer, foundInScope, type ScopedCaller } from '../access/scope';
import { franchiseDefaultPercentOf } from './franchise-commission';
import { payoutState, refreshedOrganization } from './payout-account';
import type { PledgePorts } from './ports';

/**
 * The Thon, its organization and franchise (its default commission) read, the payout status
 * refreshed at the provider, the settings' writes, and the time and an id for the change's audit entry.
 */
export type PledgeSettingsDeps = Pick<
  PledgePorts,
  'thons' | 'franchises' | 'payments' | 'settings' | 'clock' | 'ids'
>;

type PledgeSettings = z.infer<typeof pledgeSettingsSchema>;
type PledgeSettingsRequest = z.infer<typeof updatePledgeSettingsRequestSchema>;

/**
 * The event, if the caller's scope lets them manage it, and the scoped caller (whether they may set
 * its commission). A Thon outside the scope answers exactly like an unknown one, so an event id
 * tells a stranger nothing about its settings.
 */
async function settingsEventFor(
  deps: PledgeSettingsDeps,
  caller: Caller,
  eventId: string,
): Promise<{ event: EventRecord; scoped: ScopedCaller }> {
  const [found, scoped] = await Promise.all([deps.thons.getEvent(eventId), scopedCaller(deps.thons, caller)]);
  const event = foundInScope(found, (item) => canManageThon(scoped, item), noSuchEvent);
  return { event, scoped };
}

/** The minimums donors meet now (the event's own, never below the spec's for its status). */
function minimumsOf(event: EventRecord) {
  const limits = pledgeLimits({
    status: event.status,
    initialPledgeMinimum:
      event.initialPledgeMinimumCents === undefined
        ? undefined
        : centsToDollars(event.initialPledgeMinimumCents),
    oneTimeGiftMinimum:
      event.oneTimeGiftMinimumCents === undefined ? undefined : centsToDollars(event.oneTimeGiftMinimumCents),
  });
  return { rate: centsToDollars(limits.minimumRateCents), gift: centsToDollars(limits.minimumGiftCents) };
}

async function settingsOf(
  deps: PledgeSettingsDeps,
  scoped: ScopedCaller,
  event: EventRecord,
): Promise<PledgeSettings> {
  const [stored, franchiseDefaultPercent] = await Promise.all([
    deps.thons.getOrganization(event.organizationId),
    franchiseDefaultPercentOf(deps.franchises, event),
  ]);
  const organization = await refreshedOrganization(deps, stored);
  const minimums = minimumsOf(event);
  return {
    EventId: event.eventId,
    InitialPledgeMinimum: minimums.rate,
    OneTimeGiftMinimum: minimums.gift,
    // What a pledge created now pays: the event's own, else its franchise's default, else the platform's.
    CommissionPercent: effectiveCommissionPercent({
      eventPercent: event.commissionPercent,
      franchiseDefaultPercent,
    }),
    CanEditCommission: canSetMoney(scoped, event),
    TaxStatement: organization?.taxStatement ?? '',
    Payout: payoutState(organization),
  };
}

/** GetPledgeSettings. */
export async function pledgeSettings(
  deps: PledgeSettingsDeps,
  caller: Caller,
  eventId: string,
): Promise<PledgeSettings> {
  const { event, scoped } = await settingsEventFor(deps, caller, eventId);
  return settingsOf(deps, scoped, event);
}

/**
 * The spec's own minimum is the floor of a configured one (a live Thon's gifts: 10); saying so
 * here keeps what the organizer saved equal to what donors are asked.
 */
function minimumProblems(event: EventRecord, request: PledgeSettingsRequest): string | undefined {
  if (request.InitialPledgeMinimum !== undefined && request.InitialPledgeMinimum < minimumPerUnitDonation) {
    return initialPledgeTooSmall(minimumPerUnitDonation);
  }
  const giftFloor = event.status === 'live' ? minimumFlatDonationWhenLive : minimumFlatDonation;
  if (request.OneTimeGiftMinimum !== undefined && request.OneTimeGiftMinimum < giftFloor) {
    return oneTimeGiftTooSmall(giftFloor);
  }
  return undefined;
}

/**
 * The audit entry of a change to a Thon's money settings (its minimums and commission, in cents and
 * percent as stored): who, and the fields as they were and became. Undefined when the save alters
 * nothing, so the log holds changes only.
 */
async function settingsAuditEntry(
  deps: PledgeSettingsDeps,
  caller: Caller,
  event: EventRecord,
  changes: PledgeSettingChanges,
) {
  const before = Object.fromEntries(
    Object.keys(changes).map((field) => [field, event[field as keyof PledgeSettingChanges]]),
  );
  const user = await deps.thons.getUser(caller.userId);
  const change: AuditedChange = {
    actor: {
      userId: caller.userId,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : caller.userId,
      role: caller.role,
    },
    action: 'pledge-settings-changed',
    subject: { kind: 'thon', id: event.eventId },
    ...(event.franchiseId && event.franchiseId !== directCustomer ? { franchiseId: event.franchiseId } : {}),
    before,
    after: changes,
  };
  if (altersNothing(change)) return undefined;
  return auditEntryOf(change, { id: deps.ids.newId(), nowMs: deps.clock.nowMs() });
}

/**
 * UpdatePledgeSettings: the minimums and tax statement (the organizer, super admins) and the
 * commission (super admins). Every refusal comes before any write, and the event's conditional
 * write (draft or live) before the organization's tax statement, so a locked Thon keeps its
 * organization's statement as it was. The event's change and its audit entry are one transaction.
 */
export async function changePledgeSettings(
  deps: PledgeSettingsDeps,
  caller: Caller,
  eventId: string,
  request: PledgeSettingsRequest,
): Promise<PledgeSettings> {
  const { event, scoped } = await settingsEventFor(deps, caller, eventId);
  if (request.CommissionPercent !== undefined && !canSetMoney(scoped, event)) throw new Forbidden();
  const problem = minimumProblems(event, request);
  if (problem) throw new RuleBroken(problem);
  if (!editableStatuses.includes(event.status)) throw new Conflict(thonLocked);
  const changes: PledgeSettingChanges = Object.fromEntries(
    Object.entries({
      initialPledgeMinimumCents:
        request.InitialPledgeMinimum === undefined ? undefined : dollarsToCents(request.InitialPledgeMinimum),
      oneTimeGiftMinimumCents:
        request.OneTimeGiftMinimum === undefined ? undefined : dollarsToCents(request.OneTimeGiftMinimum),
      commissionPercent: request.CommissionPercent,
    }).filter(([, value]) => value !== undefined),
  );
  let updated = event;
  if (Object.keys(changes).length > 0) {
    const audit = await settingsAuditEntry(deps, caller, event, changes);
    const stored = await deps.settings.updatePledgeSettings(event.eventId, changes, editableStatuses, audit);
    if (stored === 'concurrent') throw new Conflict(changedAtTheSameTime);
    if (!stored) throw new Conflict(thonLocked);
    updated = stored;
  }
  if (request.TaxStatement !== undefined) {
    await deps.settings.setTaxStatement(event.organizationId, request.TaxStatement);
  }
  return settingsOf(deps, scoped, updated);
}
