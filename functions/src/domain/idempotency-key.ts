// The Idempotency-Key header of a call that must not act twice (pledges, invitation sends): 8 to
// 255 characters, or the request is refused before anything happens.
import { idempotencyKeyRequired } from '@thon/shared/catalog/messages';
import { RuleBroken } from './errors';

export function validIdempotencyKey(key: string | undefined): string {
  const trimmed = key?.trim();
  if (!trimmed || trimmed.length < 8 || trimmed.length > 255) throw new RuleBroken(idempotencyKeyRequired);
  return trimmed;
}
