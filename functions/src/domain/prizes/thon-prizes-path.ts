// The cached path of a Thon's public prizes view, which the programme's and challenges' saves
// invalidate.
import { publicPagePaths } from '@thon/shared/api/public-page-paths';

export const thonPrizesPath = (eventId: string) =>
  publicPagePaths.thonPrizes.replace('{eventId}', encodeURIComponent(eventId));
