// The admin console's own navigation. Built sections are links (the current one marked by
// NavLink's aria-current); the others are plain text saying they are coming, so no link leads
// nowhere. The list wraps on a phone rather than scrolling sideways.
import { NavLink } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { adminSections, comingSoon, pathFor } from './admin-sections';

/** A franchisee user's own franchise page: the franchise list is the super admin's, so the session names it. */
export const ownFranchiseLabel = 'My franchise';

export function AdminNav({ role, franchiseId = null }: { role: Role; franchiseId?: string | null }) {
  return (
    <nav aria-label="Admin console" className="admin-nav">
      <ul>
        <li>
          <NavLink to="/admin" end>
            Overview
          </NavLink>
        </li>
        {role === 'franchisee-user' && franchiseId && (
          <li>
            <NavLink to={`/admin/franchises/${encodeURIComponent(franchiseId)}`}>{ownFranchiseLabel}</NavLink>
          </li>
        )}
        {adminSections.map((section) => {
          const path = pathFor(section, role);
          return (
            <li key={section.label}>
              {path ? (
                <NavLink to={path}>{section.label}</NavLink>
              ) : (
                <span className="admin-nav-soon">
                  {section.label} <small>({comingSoon.toLowerCase()})</small>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
