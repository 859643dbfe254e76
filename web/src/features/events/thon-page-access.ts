// Which parts of the organizer's Thon page a role uses. Every role whose scope may reach a Thon
// (thonScopedRoles) opens the page, and the API decides per Thon; a franchisee team leader does only
// its event-day work (units, participants, teams: canWorkOnThon), never its management or money
// (canManageThon, canSetMoney). Those sections would only answer 404 to them, so the page neither
// loads nor shows them.
import type { Role } from '@thon/shared/auth/roles';

export function managesThonPage(role: Role): boolean {
  return role !== 'franchisee-team-leader';
}
