// SES delivery feedback: the configuration set's SNS topic invokes this with bounces and
// complaints; each record is applied on its own, so one malformed message does not block the rest.
import type { SNSEvent } from 'aws-lambda';
import { sharingDeps } from '../../composition/sharing';
import { applyEmailFeedback } from '../../domain/sharing/email-feedback';
import { jobHandler } from '../../platform/job-handler';
import { logger } from '../../platform/logger';

export const handler = jobHandler(
  'emailFeedback',
  'job',
  async (event: SNSEvent): Promise<{ suppressed: number }> => {
    let suppressed = 0;
    for (const record of event.Records) {
      try {
        suppressed += (await applyEmailFeedback(sharingDeps, record.Sns.Message)).suppressed.length;
      } catch (error) {
        // A message that is not JSON cannot become valid by retrying; anything else is retried by SNS.
        if (error instanceof SyntaxError) logger.warn('Unreadable SES notification; ignored');
        else throw error;
      }
    }
    return { suppressed };
  },
);
