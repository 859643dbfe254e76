// The data of a Thon's awards board (every class's awards, with the levels reached since the last
// nightly lock) and of its family pages' review queue.
import { listPrizeAwards } from '../api/award-calls';
import { listStudentPageReviews } from '../api/review-calls';
import type { AwardsPageData } from './awards-page';
import type { ReviewsPageData } from './reviews-page';

export async function loadAwardsPage(thonId: string, signal?: AbortSignal): Promise<AwardsPageData> {
  return { thonId, awards: await listPrizeAwards({ ThonId: thonId, IncludeEarned: true }, signal) };
}

export async function loadReviewsPage(
  thonId: string,
  manages: boolean,
  signal?: AbortSignal,
): Promise<ReviewsPageData> {
  return { thonId, manages, reviews: await listStudentPageReviews(thonId, signal) };
}
