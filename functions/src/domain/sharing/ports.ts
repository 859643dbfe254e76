// What the sharing use cases ask of the outside world: the table's invitation, send, suppression,
// reminder and template items, the participant/event/team/parent reads that decide who may share,
// and the invitation mail. The data layer and the platform implement these; composition/sharing.ts
// wires them, and unit tests pass in-memory ones.
import type { SuppressionReason } from '../../data/entities/share-suppression';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { ClaimOutcome, InviteKey, InviteRecord } from '../../data/repositories/share-invites-repository';
import type { ReminderDueRecord } from '../../data/repositories/share-reminders-repository';
import type { ShareSendRecord } from '../../data/repositories/share-sends-repository';
import type { ShareTemplatesRecord } from '../../data/repositories/share-templates-repository';
import type { StoredInviteChannel, StoredInviteStatus } from '../../data/stored-values/sharing';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import type { AttemptWindows } from '../ports/attempt-windows';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { Clock } from '../ports/clock';
import type { IdKey } from '../ports/id-key';
import type { Logger } from '../ports/logger';
import type { Site } from '../ports/site';
import type { Sms } from '../ports/sms';
import type { TestOutbox } from './test-outbox';

export interface ShareInviteStore {
  /** Creates the invitation as Sending unless one exists that did not fail. */
  claimInvite(invite: Omit<InviteRecord, 'status' | 'messageId' | 'reminderSentAt'>): Promise<ClaimOutcome>;
  settleInvite(
    key: InviteKey,
    outcome: { status: Extract<StoredInviteStatus, 'Sent' | 'Failed'>; messageId?: string },
  ): Promise<void>;
  markInviteDelivery(
    key: InviteKey,
    status: Extract<StoredInviteStatus, 'Bounced' | 'Complained'>,
  ): Promise<void>;
  listInvitesOfParticipant(participantId: string): Promise<InviteRecord[]>;
  listInvitesOfEvent(eventId: string, channel: StoredInviteChannel): Promise<InviteRecord[]>;
  /** Marks the reminder sent, once: false when it was already marked. */
  markReminderSent(key: InviteKey, at: string): Promise<boolean>;
  /** Counts shares toward the goal; answers the participant's new count. */
  addShares(participantId: string, count: number): Promise<number>;
}

/** Invitation sends by idempotency key. */
export interface ShareSendStore {
  /** false when the key was used before. */
  startSend(sendKey: string, requestHash: string): Promise<boolean>;
  getSend(sendKey: string): Promise<ShareSendRecord | undefined>;
  /** Takes over a send left in progress since before `staleBefore`; false if not. */
  takeOverSend(sendKey: string, staleBefore: string): Promise<boolean>;
  finishSend(sendKey: string, response: unknown): Promise<void>;
  forgetSend(sendKey: string): Promise<void>;
}

export interface SuppressionStore {
  suppressEmail(email: string, reason: SuppressionReason): Promise<void>;
  suppressedAmong(emails: readonly string[]): Promise<Map<string, SuppressionReason>>;
}

export interface ReminderDueStore {
  noteReminderDue(dueDate: string, eventId: string): Promise<void>;
  listRemindersDue(dueDate: string): Promise<ReminderDueRecord[]>;
  markRemindersDone(dueDate: string, eventId: string): Promise<void>;
  forgetReminderDue(dueDate: string, eventId: string): Promise<void>;
}

export interface ShareTemplateStore {
  getShareTemplates(eventId: string): Promise<ShareTemplatesRecord | undefined>;
  /** Saves with the next version. */
  saveShareTemplates(templates: Omit<ShareTemplatesRecord, 'version'>): Promise<ShareTemplatesRecord>;
}

/** The reads that find a share's participant and event and decide who may share for them. */
export interface ShareSubjectReads {
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
  getParticipants(participantIds: readonly string[]): Promise<ParticipantRecord[]>;
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined>;
  /** Whether the parent is linked to the participant. */
  isParentLinked(parentId: string, participantId: string): Promise<boolean>;
  getUser(userId: string): Promise<Pick<UserRecord, 'email'> | undefined>;
  listPledgesOfParticipant(participantId: string): Promise<Pick<PledgeRecord, 'donorEmail'>[]>;
}

/** One invitation or reminder email. */
export interface InviteEmail {
  to: string;
  /** Shown as "<fromName> via Thon": the participant's public name, never the child's address. */
  fromName: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (List-Unsubscribe with List-Unsubscribe-Post). */
  unsubscribeUrl: string;
  /** Message tags, echoed in delivery feedback (letters, digits, _ - only). */
  tags: Record<string, string>;
}

export interface InviteMailer {
  /** Sends it; answers the provider's message id. */
  sendInviteEmail(message: InviteEmail): Promise<string>;
}

export interface SharingPorts {
  invites: ShareInviteStore;
  sends: ShareSendStore;
  suppressions: SuppressionStore;
  reminders: ReminderDueStore;
  templates: ShareTemplateStore;
  subjects: ShareSubjectReads;
  attempts: AttemptWindows;
  clock: Clock;
  /** The web origin share links and unsubscribe links point to. */
  site: Site;
  logger: Logger;
  idKey: IdKey;
  inviteMail: InviteMailer;
  sms: Sms;
  /** Where a test Thon's sends are kept instead of being sent (test-outbox.ts). */
  testOutbox?: TestOutbox;
  /** Invitations handed to SES and SNS, and SES's bounces and complaints. */
  metrics: BusinessMetrics;
}
