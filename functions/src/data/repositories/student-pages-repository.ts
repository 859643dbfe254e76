// A participant's family fields (message, photo) and the Thon's photo switch. Every photo move is
// conditioned on the photo fields the use case read, so a photo replaced or removed in between is
// never approved, rejected or deleted blindly; the organizer's decisions and the photo switch are
// written with their audit entry in one transaction.
import { thon } from '../thon-service';
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import type { ParticipantRecord } from './participants-repository';
import { isConditionFailure, unlessConditionFails, writeNamed, type WriteOutcome } from './write-transaction';

type PhotoState = Pick<ParticipantRecord, 'photoStatus' | 'photoPendingKey' | 'photoUrl'>;
const photoFields = ['photoStatus', 'photoPendingKey', 'photoUrl'] as const;

type Condition = (
  attributes: Record<(typeof photoFields)[number], unknown>,
  operations: {
    eq: (attribute: unknown, value: unknown) => string;
    notExists: (attribute: unknown) => string;
  },
) => string;

/** Each photo field as read: equal to its value, or still absent. */
const photoUnchanged =
  (expected: PhotoState): Condition =>
  (attributes, { eq, notExists }) =>
    photoFields
      .map((field) =>
        expected[field] === undefined ? notExists(attributes[field]) : eq(attributes[field], expected[field]),
      )
      .join(' AND ');

const presentFields = (state: PhotoState) =>
  Object.fromEntries(
    photoFields.flatMap((field) => (state[field] === undefined ? [] : [[field, state[field]]])),
  );
const absentFields = (state: PhotoState) => photoFields.filter((field) => state[field] === undefined);

export async function setPageMessage(
  participantId: string,
  message: string,
): Promise<ParticipantRecord | undefined> {
  const patch = thon().entities.participant.patch({ participantId });
  try {
    const { data } = await (
      message === '' ? patch.remove(['pageMessage']) : patch.set({ pageMessage: message })
    ).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export function replacePhoto(
  participantId: string,
  expected: PhotoState,
  next: PhotoState,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.participant.patch({ participantId })
      .set(presentFields(next))
      .remove(absentFields(next))
      .where(photoUnchanged(expected) as never)
      .go(),
  );
}

export function moderatePage(input: {
  participantId: string;
  expected?: PhotoState;
  photo?: PhotoState;
  messageHidden?: boolean;
  audit?: AuditEntryRecord;
}): Promise<WriteOutcome<'participant' | 'audit'>> {
  const { participantId, expected, photo, messageHidden, audit } = input;
  const set = {
    ...(photo ? presentFields(photo) : {}),
    ...(messageHidden === undefined ? {} : { pageMessageHidden: messageHidden }),
  };
  const remove = photo ? absentFields(photo) : [];
  return writeNamed((entities) => {
    const patch = entities.participant.patch({ participantId }).set(set);
    const removed = remove.length > 0 ? patch.remove(remove) : patch;
    return {
      participant: (expected ? removed.where(photoUnchanged(expected) as never) : removed).commit(),
      ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}),
    };
  });
}

export async function setFamilyPhotosAllowed(
  eventId: string,
  allowed: boolean,
  audit: AuditEntryRecord,
): Promise<boolean> {
  const outcome = await writeNamed((entities) => ({
    event: entities.event.patch({ eventId }).set({ familyPhotosAllowed: allowed }).commit(),
    audit: auditEntryWrite(entities, audit),
  }));
  return outcome.written;
}
