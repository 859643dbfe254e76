// What the student-page use cases ask of the outside world: the participant and its Thon (and the
// caller's scope on it), the participant's family fields, the uploads bucket (the browser's upload
// and the pipeline's checks), the family photos' own places in it, the CDN, ids, the clock, the
// site's origin and the log. composition/student-page*.ts wires each route's share of them.
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { ThonScopeReads } from '../access/caller-scope';
import type { UploadsBucket } from '../landing-pages/ports';
import type { ParticipantAccessReads } from '../participants/ports';
import type { Cdn } from '../ports/cdn';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Logger } from '../ports/logger';
import type { Site } from '../ports/site';

/** A participant's photo fields as read; a write is conditioned on them unchanged. */
export type PhotoState = Pick<ParticipantRecord, 'photoStatus' | 'photoPendingKey' | 'photoUrl'>;

export interface StudentPageReads extends ParticipantAccessReads, ThonScopeReads {
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
  listTeamsOfEvent(eventId: string): Promise<TeamRecord[]>;
}

export interface StudentPageStore {
  /** Sets the message ('' removes it); the hidden flag is left as it is. Undefined: no such participant. */
  setPageMessage(participantId: string, message: string): Promise<ParticipantRecord | undefined>;
  /** Moves the photo fields from `expected` to `next` (absent fields removed); false when they had changed. */
  replacePhoto(participantId: string, expected: PhotoState, next: PhotoState): Promise<boolean>;
  /**
   * The organizer's decision and its audit entry in one transaction; the photo fields move only if
   * still `expected`. `participant` refused: the participant or its photo changed meanwhile.
   */
  moderatePage(input: {
    participantId: string;
    expected?: PhotoState;
    photo?: PhotoState;
    messageHidden?: boolean;
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<'participant' | 'audit'>>;
  /** The Thon's photo switch and its audit entry in one transaction; false when there is no such Thon. */
  setFamilyPhotosAllowed(eventId: string, allowed: boolean, audit: AuditEntryRecord): Promise<boolean>;
}

/** The family photos' places in the uploads bucket (student-pages/photo-keys.ts). */
export interface StudentPhotoBucket {
  /** Keeps the checked photo privately, waiting for review. */
  keepPending(photoId: string, body: Uint8Array): Promise<void>;
  /** Copies the pending photo to the public images. */
  publish(photoId: string): Promise<void>;
  /** A presigned GET of the pending photo, valid `expiresSeconds`. */
  previewUrl(photoId: string, expiresSeconds: number): Promise<string>;
  deletePending(photoId: string): Promise<void>;
  deletePublished(photoId: string): Promise<void>;
}

export interface StudentPagePorts {
  reads: StudentPageReads;
  pages: StudentPageStore;
  uploads: UploadsBucket;
  photos: StudentPhotoBucket;
  cdn: Cdn;
  ids: Ids;
  clock: Clock;
  site: Site;
  logger: Logger;
}
