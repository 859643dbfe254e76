// UpdateEventDaySettings (docs/event-day.md): a Thon's managers set its lap cooldown, the shortest
// plausible lap (5 to 600 seconds, checked at the edge). It is audited, and refused once the Thon is
// completed: its laps are then final, and a cooldown changed afterwards would misstate how they
// were counted. The status is checked in the write's own condition, not only on the read.
import { defaultCooldownSeconds, settingsLockedCompleted } from '@thon/shared/catalog/eventday-messages';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import { canManageThon, directCustomer } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { thonAuditActor } from '../events/thon-audit';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { WriteOutcome } from '../../data/repositories/write-transaction';

export interface EventDaySettingsDeps {
  store: {
    getEvent(eventId: string): Promise<EventRecord | undefined>;
    writeLapCooldown(input: {
      eventId: string;
      cooldownSeconds: number;
      statuses: readonly EventRecord['status'][];
      audit: AuditEntryRecord;
    }): Promise<WriteOutcome<'event' | 'audit'>>;
  };
  callers: ThonScopeReads;
  clock: Clock;
  ids: Ids;
}

export async function updateEventDaySettings(
  deps: EventDaySettingsDeps,
  caller: Caller,
  request: { EventId: string; CooldownSeconds: number },
): Promise<{ EventId: string; CooldownSeconds: number }> {
  const event = await thonInScope(
    deps.callers,
    caller,
    await deps.store.getEvent(request.EventId),
    canManageThon,
  );
  if (!unitsOpenStatuses.includes(event.status)) throw new Conflict(settingsLockedCompleted);
  const before = event.lapCooldownSeconds ?? defaultCooldownSeconds;
  const answer = { EventId: event.eventId, CooldownSeconds: request.CooldownSeconds };
  if (before === request.CooldownSeconds && event.lapCooldownSeconds !== undefined) return answer;
  const franchiseId = event.franchiseId === directCustomer ? undefined : event.franchiseId;
  const audit = auditEntryOf(
    {
      actor: await thonAuditActor(deps.callers, caller),
      action: 'event-day-settings-changed',
      subject: { kind: 'thon', id: event.eventId },
      ...(franchiseId ? { franchiseId } : {}),
      before: { lapCooldownSeconds: before },
      after: { lapCooldownSeconds: request.CooldownSeconds },
    },
    { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
  );
  const outcome = await deps.store.writeLapCooldown({
    eventId: event.eventId,
    cooldownSeconds: request.CooldownSeconds,
    statuses: unitsOpenStatuses,
    audit,
  });
  // The only condition is the status: it moved to completed between the read and the write.
  if (!outcome.written) throw new Conflict(settingsLockedCompleted);
  return answer;
}
