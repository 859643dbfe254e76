// The attempt counters (attempts-repository) as one object, the shape of the domain's
// AttemptWindows port (domain/ports/attempt-windows.ts; composition checks it, since the data
// layer does not import the domain).
import {
  attemptsInWindow,
  releaseAttemptSlot,
  releaseAttemptSlots,
  reserveAttemptSlot,
  reserveAttemptSlots,
} from '../repositories/attempts-repository';

export const attemptWindows = {
  reserveAttemptSlot,
  reserveAttemptSlots,
  releaseAttemptSlot,
  releaseAttemptSlots,
  attemptsInWindow,
};
