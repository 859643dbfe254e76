// The audit log's reads (domain/audit/ports.ts AuditLog) and the user read the caller's scope needs.
import { listAuditEntriesOfFranchise, listAuditEntriesOfMonth } from '../repositories/audit-log-repository';
import { getUser } from '../repositories/users-repository';

export const auditLog = { listAuditEntriesOfMonth, listAuditEntriesOfFranchise };

export const callerScopeReads = { getUser };
