// The audit log's reads as ports: the data layer implements them (data/stores/audit.ts), each
// signature the repository function's own (`typeof`, type-only). Writes have no port of their
// own: an entry is an item of the audited change's transaction, written by that change's store.
import type {
  listAuditEntriesOfFranchise,
  listAuditEntriesOfMonth,
} from '../../data/repositories/audit-log-repository';
import type { Clock } from '../ports/clock';
import type { CallerScopeReads } from '../access/caller-scope';

export interface AuditLog {
  listAuditEntriesOfMonth: typeof listAuditEntriesOfMonth;
  listAuditEntriesOfFranchise: typeof listAuditEntriesOfFranchise;
}

export interface AuditPorts {
  audit: AuditLog;
  users: CallerScopeReads;
  clock: Clock;
}
