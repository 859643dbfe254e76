// SetFamilyPhotosAllowed: whoever manages the Thon lets families add photos, or stops them. Turning
// it off keeps the photos stored (turning it on again brings the approved ones back) but the pages
// show none while it is off, so every page of the Thon is invalidated. Audited: it decides whether
// children's photos are public.
import type {
  FamilyPhotosAllowed,
  SetFamilyPhotosAllowedRequest,
} from '@thon/shared/api/schemas/student-pages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { canManageThon, directCustomer } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { thonPagePaths } from '../events/public-page-cache';
import { thonAuditActor } from '../events/thon-audit';
import type { StudentPagePorts } from './ports';

export async function setFamilyPhotosAllowed(
  deps: Pick<StudentPagePorts, 'reads' | 'pages' | 'cdn' | 'ids' | 'clock'>,
  caller: Caller,
  request: SetFamilyPhotosAllowedRequest,
): Promise<FamilyPhotosAllowed> {
  const event = await thonInScope(
    deps.reads,
    caller,
    await deps.reads.getEvent(request.ThonId),
    canManageThon,
  );
  const before = event.familyPhotosAllowed === true;
  if (before !== request.Allowed) {
    const audit = auditEntryOf(
      {
        actor: await thonAuditActor(deps.reads, caller),
        action: 'family-photos-changed',
        subject: { kind: 'thon', id: event.eventId },
        ...(event.franchiseId && event.franchiseId !== directCustomer
          ? { franchiseId: event.franchiseId }
          : {}),
        before: { familyPhotosAllowed: before },
        after: { familyPhotosAllowed: request.Allowed },
      },
      { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
    );
    if (!(await deps.pages.setFamilyPhotosAllowed(event.eventId, request.Allowed, audit))) {
      throw new NotFound(noSuchEvent);
    }
    const participants = await deps.reads.listParticipantsOfEvent(event.eventId);
    await deps.cdn.invalidateAfterWrite(
      thonPagePaths(
        event.eventId,
        participants.map((participant) => participant.participantId),
      ),
    );
  }
  return { ThonId: event.eventId, FamilyPhotosAllowed: request.Allowed };
}
