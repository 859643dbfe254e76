// What a refused write means for the person: the message of the first refused condition, in the
// order the domain lists them (the most telling first); a write cancelled only by a concurrent
// one is "changed at the same time".
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import type { WriteOutcome } from '../data/repositories/write-transaction';
import { Conflict } from './errors';

export function refusalMessage<K extends string>(
  refused: ReadonlySet<K>,
  messages: Partial<Record<K, string>>,
): string {
  const named = (Object.keys(messages) as K[]).find((name) => refused.has(name));
  return (named && messages[named]) || changedAtTheSameTime;
}

/** Throws a Conflict with the refusal's message unless the write was written. */
export function mustBeWritten<K extends string>(
  outcome: WriteOutcome<K>,
  messages: Partial<Record<K, string>>,
): void {
  if (!outcome.written) throw new Conflict(refusalMessage(outcome.refused, messages));
}
