// The daily invitation caps on in-memory counters: a send that fits exactly is reserved, one past
// any cap is refused with that cap's message, and a refusal leaves nothing counted anywhere.
import { describe, expect, it } from 'vitest';
import { dailySenderInviteCapReached } from '@thon/shared/catalog/sharing-messages';
import { TooManyAttempts } from '../../../src/domain/errors';
import { reserveDailyCaps, releaseDailyCaps, type DailyCap } from '../../../src/domain/sharing/invite-caps';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';

const window = 1_778_025_600;
const caps: DailyCap[] = [
  { subject: 'participant', max: 5, message: 'participant cap' },
  { subject: 'sender', max: 8, message: dailySenderInviteCapReached(8, 'email') },
  { subject: 'event', max: 100, message: 'event cap' },
];

describe('daily invitation caps', () => {
  it('reserve a send that reaches a cap exactly', async () => {
    const attempts = new InMemoryAttemptWindows();
    await reserveDailyCaps(attempts, caps, window, 5);
    expect(caps.map((cap) => attempts.count(cap.subject, window))).toEqual([5, 5, 5]);
  });

  it('refuse one past the cap with its message, and keep nothing of the refused send', async () => {
    const attempts = new InMemoryAttemptWindows();
    await reserveDailyCaps(attempts, caps, window, 4);
    const refusal = reserveDailyCaps(attempts, caps, window, 2);
    await expect(refusal).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(refusal).rejects.toThrow('participant cap');
    expect(caps.map((cap) => attempts.count(cap.subject, window))).toEqual([4, 4, 4]);
  });

  it('name the cap that refused when another one still had room', async () => {
    const attempts = new InMemoryAttemptWindows();
    await attempts.reserveAttemptSlots('sender', window, window + 86_400, 8, 7);
    await expect(reserveDailyCaps(attempts, caps, window, 2)).rejects.toThrow(
      dailySenderInviteCapReached(8, 'email'),
    );
    expect(attempts.count('participant', window)).toBe(0);
    expect(attempts.count('event', window)).toBe(0);
  });

  it('count per day: the next window starts afresh', async () => {
    const attempts = new InMemoryAttemptWindows();
    await reserveDailyCaps(attempts, caps, window, 5);
    await expect(reserveDailyCaps(attempts, caps, window + 86_400, 5)).resolves.toBeUndefined();
  });

  it('give back what a send did not use', async () => {
    const attempts = new InMemoryAttemptWindows();
    await reserveDailyCaps(attempts, caps, window, 5);
    await releaseDailyCaps(attempts, caps, window, 3);
    expect(caps.map((cap) => attempts.count(cap.subject, window))).toEqual([2, 2, 2]);
  });
});
