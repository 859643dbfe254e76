// Ready deps for reading the audit log: the table only.
import type { AuditPorts } from '../domain/audit/ports';
import { auditLog, callerScopeReads } from '../data/stores/audit';
import { systemClock } from '../platform/clock';

export const auditDeps: AuditPorts = { audit: auditLog, users: callerScopeReads, clock: systemClock };
