// Ready dependencies of the sharing area's use cases that reach only the table. The email sends and
// reminders (SES, and the id key for unsubscribe links), the text sends (SNS) and unsubscribe (the
// id key) add theirs in sharing-mail.ts, sharing-sms.ts and sharing-keyed.ts: separate modules, so
// a handler bundles only the clients its route uses. Each object is checked against
// the ports here, since the data layer does not import the domain.
import { attemptWindows } from '../data/stores/attempt-windows';
import {
  reminderDueStore,
  shareInviteStore,
  shareSendStore,
  shareSubjectReads,
  shareTemplateStore,
  suppressionStore,
} from '../data/stores/sharing';
import { testOutboxStore } from '../data/stores/test-outbox';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { EventTemplatesDeps } from '../domain/sharing/event-templates';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import type { SharingPorts } from '../domain/sharing/ports';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { environmentSite } from '../platform/site';

/** Everything but mail and SMS: share kit, guest share, shares, templates, unsubscribe, feedback. */
export const sharingDeps: Omit<SharingPorts, 'idKey' | 'inviteMail' | 'sms'> = {
  invites: shareInviteStore,
  sends: shareSendStore,
  suppressions: suppressionStore,
  reminders: reminderDueStore,
  templates: shareTemplateStore,
  subjects: shareSubjectReads,
  attempts: attemptWindows,
  clock: systemClock,
  site: environmentSite,
  logger: powertoolsLogger,
  testOutbox: testOutboxStore,
  metrics: powertoolsBusinessMetrics,
};

/** The event's share templates: the sharing reads and the caller's scope (who manages the Thon). */
export const eventTemplatesDeps: EventTemplatesDeps = { ...sharingDeps, callers: thonScopeReads };
