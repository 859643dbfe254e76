// The background jobs (no HTTP route) in a nested stack of their own: queue consumers, schedules
// and the email feedback subscriber, with their roles (infra/constructs/background-jobs.ts), and
// their alarms (infra/constructs/monitoring-jobs.ts).
import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ApiPlatform } from '../constructs/api-function';
import { BackgroundJobs } from '../constructs/background-jobs';
import { JobAlarms } from '../constructs/monitoring-jobs';
import type { ThonDataStack } from './data-stack';

export class JobsStack extends NestedStack {
  readonly jobs: BackgroundJobs;

  constructor(scope: Construct, id: string, props: { platform: ApiPlatform; data: ThonDataStack }) {
    super(scope, id, { description: `Thon ${props.platform.stage.name}: background jobs` });
    const { platform, data } = props;
    this.jobs = new BackgroundJobs(this, 'BackgroundJobs', {
      platform,
      queues: {
        'pledge-charges': data.pledgeQueue.queue,
        'invalidation-retries': data.invalidationQueue.queue,
      },
      topics: { 'email-feedback': data.emailDelivery.feedbackTopic },
    });
    new JobAlarms(this, 'Alarms', { stage: platform.stage, functions: this.jobs.functions });
  }
}
