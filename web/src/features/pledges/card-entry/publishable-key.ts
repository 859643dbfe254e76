// Which Stripe publishable key the card fields may use. Staging hosts take payments only in test
// mode (spec section 9): a live key (pk_live_...) built into a bundle that is served from a
// staging host is refused, so a test site can never charge a real card.
import { isStagingSite } from '../../../lib/staging-site';

export const liveKeyOnStagingMessage =
  'Payments are in test mode on this test site, but this build has a live payment key. Card payments are turned off.';

export interface PublishableKeyChoice {
  key?: string;
  /** Why there is no key although the build has one. */
  refusal?: typeof liveKeyOnStagingMessage;
}

export function publishableKeyFor(key: string | undefined, host?: string): PublishableKeyChoice {
  if (!key) return {};
  if (isStagingSite(host) && key.startsWith('pk_live_')) return { refusal: liveKeyOnStagingMessage };
  return { key };
}
