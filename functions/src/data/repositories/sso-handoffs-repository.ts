// One-time single-sign-on codes, keyed by the code's hash. Taking one removes it with a
// condition, so a code signs in once even if it is presented twice at the same moment.
import type { EntityItem } from 'electrodb';
import type { ssoHandoffEntity } from '../entities/sso-handoff';
import { thon } from '../thon-service';
import { isConditionFailure } from './write-transaction';

export type SsoHandoffRecord = EntityItem<typeof ssoHandoffEntity>;

export async function storeSsoHandoff(handoff: SsoHandoffRecord): Promise<void> {
  await thon().entities.ssoHandoff.create(handoff).go();
}

/** Removes the code and answers it, or undefined when there is none (unknown or already used). */
export async function takeSsoHandoff(codeHash: string): Promise<SsoHandoffRecord | undefined> {
  try {
    const { data } = await thon().entities.ssoHandoff.remove({ codeHash }).go({ response: 'all_old' });
    return data ?? undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
