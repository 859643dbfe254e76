// Unsubscribe (public): the address in the token gets no more invitations or reminders from any
// participant. Repeating it changes nothing.
import type { z } from 'zod';
import type { unsubscribeResponseSchema } from '@thon/shared/api/schemas/sharing';
import { unsubscribed, unsubscribeLinkInvalid } from '@thon/shared/catalog/sharing-messages';
import { RuleBroken } from '../errors';
import type { SharingPorts } from './ports';
import { emailOfToken } from './unsubscribe-token';

export async function unsubscribe(
  deps: Pick<SharingPorts, 'suppressions' | 'idKey'>,
  token: string,
): Promise<z.infer<typeof unsubscribeResponseSchema>> {
  const email = await emailOfToken(deps.idKey, token);
  if (!email) throw new RuleBroken(unsubscribeLinkInvalid);
  await deps.suppressions.suppressEmail(email, 'Unsubscribed');
  return { Email: email, Message: unsubscribed(email) };
}
