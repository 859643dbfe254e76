// A counting code as the organizer's list shows it: never its secret or hash.
import type { CountingCodeRow } from '@thon/shared/api/schemas/eventday';
import type { CountingCodeRecord } from '../../data/repositories/counting-codes-repository';
import { countingCodeStatus } from './counting-code-state';

export function countingCodeRow(code: CountingCodeRecord, nowMs: number): CountingCodeRow {
  return {
    CodeId: code.codeId,
    Label: code.label,
    CreatedAt: code.createdAt,
    CreatedByName: code.createdByName,
    ExpiresAt: code.expiresAt,
    RevokedAt: code.revokedAt ?? null,
    Status: countingCodeStatus(code, nowMs),
  };
}
