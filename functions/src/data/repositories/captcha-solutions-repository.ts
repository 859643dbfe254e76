// Captcha solutions used once: the conditional create decides, so of two requests
// carrying the same solution at the same moment exactly one gets through.
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

/** True when this call claimed the solution, false when it was used before. */
export async function claimCaptchaSolution(solutionHash: string, expiresAt: number): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.captchaSolution.create({ solutionHash, usedAt: new Date().toISOString(), expiresAt })
      .go(),
  );
}
