// The two background functions of sharing, built by ApiFunction like every API function
// (Node 22 arm64, bundling, own log group and role, least-privilege grants):
// - the reminder job, run every hour by EventBridge Scheduler, which emails invitees who have not
//   pledged, 3 days before the Thon ends, once;
// - the email feedback handler, subscribed to the SES configuration set's bounce and complaint
//   topic (infra/constructs/email-delivery.ts), which marks the recipient and suppresses later sends.
import { Duration } from 'aws-cdk-lib';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { scheduleFunction } from './function-schedule';
import { ApiFunction, type ApiPlatform } from './api-function';
import type { WorkerDefinition } from './pledge-workers';

/** The sharing workers' handlers and grants; the grants tests compare them with what each bundle reaches. */
export const shareWorkers = {
  // Finds invitees due a reminder, emails them (with the signed unsubscribe link), marks them sent.
  sendShareReminders: {
    handler: 'workers/send-share-reminders',
    description: 'Share reminders (every hour)',
    table: 'write',
    uses: ['email', 'id-key'],
    // A Thon's invitees one page at a time, sends in parallel with bounded concurrency.
    timeout: Duration.minutes(5),
  },
  // Receives SES bounce and complaint notifications through SNS; marks the address suppressed.
  emailFeedback: {
    handler: 'workers/email-feedback',
    description: 'Email bounces and complaints (SNS)',
    table: 'write',
    uses: [],
    timeout: Duration.seconds(30),
  },
} as const satisfies Record<string, WorkerDefinition>;

/** How often the reminder job runs in AWS (locally a timer runs it more often). */
export const shareReminderInterval = Duration.hours(1);

export class ShareWorkers extends Construct {
  readonly reminders: ApiFunction;
  readonly feedback: ApiFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: { platform: ApiPlatform; feedbackTopic: ITopic }) {
    super(scope, id);
    const build = (constructId: string, kind: string, definition: WorkerDefinition) =>
      new ApiFunction(this, constructId, {
        platform: props.platform,
        handler: definition.handler,
        description: definition.description,
        table: definition.table,
        uses: definition.uses,
        timeoutSeconds: definition.timeout.toSeconds(),
        metadata: { Kind: kind, Handler: definition.handler },
      });

    this.reminders = build('SendShareReminders', 'scheduled', shareWorkers.sendShareReminders);
    this.schedule = scheduleFunction(this, 'ReminderSchedule', {
      fn: this.reminders.function,
      rate: shareReminderInterval,
      description: 'Share reminders: email invitees who have not pledged, 3 days before the Thon ends',
      roleDescription: 'Runs the share reminder job on its schedule',
    });

    this.feedback = build('EmailFeedback', 'feedback', shareWorkers.emailFeedback);
    props.feedbackTopic.addSubscription(new LambdaSubscription(this.feedback.function));
  }
}
