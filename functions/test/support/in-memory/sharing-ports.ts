// Every sharing port in memory, on one clock: what a sharing use case's unit test passes as deps.
import type { SharingPorts } from '../../../src/domain/sharing/ports';
import { InMemoryAttemptWindows } from './attempt-windows';
import { RecordingBusinessMetrics } from './business-metrics';
import { FixedClock } from './clock';
import { testIdKey } from './id-key';
import { InMemoryInviteMailer } from './invite-mailer';
import { InMemoryShareInvites } from './share-invites';
import { InMemoryShareSends } from './share-sends';
import { InMemoryShareSubjects } from './share-subjects';
import { InMemoryRemindersDue, InMemoryShareTemplates } from './share-templates';
import { RecordingLogger } from './logger';
import { fixedSite } from './site';
import { InMemorySms } from './sms';
import { InMemorySuppressions } from './suppressions';

export function inMemorySharing(startMs = Date.parse('2026-05-04T15:00:00Z')) {
  const clock = new FixedClock(startMs);
  return {
    invites: new InMemoryShareInvites(),
    sends: new InMemoryShareSends(clock),
    suppressions: new InMemorySuppressions(),
    reminders: new InMemoryRemindersDue(),
    templates: new InMemoryShareTemplates(),
    subjects: new InMemoryShareSubjects(),
    attempts: new InMemoryAttemptWindows(),
    clock,
    site: fixedSite(),
    logger: new RecordingLogger(),
    idKey: testIdKey(),
    inviteMail: new InMemoryInviteMailer(),
    sms: new InMemorySms(),
    metrics: new RecordingBusinessMetrics(),
  } satisfies SharingPorts;
}
