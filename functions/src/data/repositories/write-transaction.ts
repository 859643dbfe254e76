// Runs an ElectroDB write transaction and turns a cancelled one (a condition failed, e.g. a
// code or name already claimed) into a ConflictError carrying the caller's message.
import { ConflictError } from '../../platform/errors';

interface TransactionResult {
  canceled: boolean;
  data: readonly { rejected?: boolean; code?: string }[];
}

export async function commitAll(
  run: () => Promise<TransactionResult>,
  conflictMessage: string,
): Promise<void> {
  const result = await run();
  if (result.canceled) throw new ConflictError(conflictMessage);
}
