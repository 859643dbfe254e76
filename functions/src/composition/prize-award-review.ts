// The prize award check a refund or a dispute makes once it has committed (ports/prize-award-review.ts):
// the table only, so the refund and webhook functions need no new grant.
import { prizeAwardReview } from '../domain/prize-awards/review-after-refund';
import { getParticipant } from '../data/repositories/participants-repository';
import { prizeAwardStore, prizePledgeReads } from '../data/stores/prize-awards';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';

export const prizeAwardReviewPort = prizeAwardReview({
  awards: prizeAwardStore,
  pledges: prizePledgeReads,
  participants: { getParticipant },
  clock: systemClock,
  logger: powertoolsLogger,
});
