// The share reminder job, run hourly by EventBridge Scheduler (locally by a timer):
// one reminder to each invitee who has not pledged, 3 days before the Thon ends.
import { emailSharingDeps } from '../../composition/sharing-mail';
import { sendShareReminders, type ReminderRun } from '../../domain/sharing/share-reminders';
import { jobHandler } from '../../platform/job-handler';

// The schedule's event carries nothing the job needs: it works as of now.
export const handler = jobHandler('sendShareReminders', 'job', (): Promise<ReminderRun> =>
  sendShareReminders(emailSharingDeps, new Date()),
);
