// Invitation sends by idempotency key: claimed before sending, answered once done.
import type { EntityItem } from 'electrodb';
import type { shareSendEntity } from '../entities/share-send';
import { nowInSeconds } from '../../platform/clock';
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

export type ShareSendRecord = EntityItem<typeof shareSendEntity>;

const keepSeconds = 24 * 60 * 60;

/** Creates the send as in progress; false when the key was used before. */
export function startSend(sendKey: string, requestHash: string): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.shareSend.create({
        sendKey,
        requestHash,
        state: 'sending',
        startedAt: new Date().toISOString(),
        expiresAt: nowInSeconds() + keepSeconds,
      })
      .go(),
  );
}

export async function getSend(sendKey: string): Promise<ShareSendRecord | undefined> {
  const { data } = await thon().entities.shareSend.get({ sendKey }).go();
  return data && data.expiresAt > nowInSeconds() ? data : undefined;
}

/** Takes over a send left in progress since before `staleBefore` (its process died); false if not. */
export function takeOverSend(sendKey: string, staleBefore: string): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.shareSend.patch({ sendKey })
      .set({ startedAt: new Date().toISOString() })
      .where(
        ({ state, startedAt }, { eq, lt }) => `${eq(state, 'sending')} AND ${lt(startedAt, staleBefore)}`,
      )
      .go(),
  );
}

export async function finishSend(sendKey: string, response: unknown): Promise<void> {
  await thon()
    .entities.shareSend.patch({ sendKey })
    .set({ state: 'done', response: JSON.stringify(response) })
    .go();
}

/** Forgets a send that was refused before anything went out, so its key may be used again. */
export async function forgetSend(sendKey: string): Promise<void> {
  await thon().entities.shareSend.delete({ sendKey }).go();
}
