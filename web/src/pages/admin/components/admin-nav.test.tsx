// The console navigation links a franchisee user to their own franchise's page, which the session
// names (FranchiseId); nobody else gets the link, and a franchisee user without a franchise neither.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@thon/shared/auth/roles';
import { AdminNav, ownFranchiseLabel } from './admin-nav';

function renderNav(role: Role, franchiseId: string | null) {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminNav role={role} franchiseId={franchiseId} />
    </MemoryRouter>,
  );
}

describe('the console navigation', () => {
  it("links a franchisee user to their own franchise's page", () => {
    renderNav('franchisee-user', 'fr 1');
    expect(screen.getByRole('link', { name: ownFranchiseLabel })).toHaveAttribute(
      'href',
      '/admin/franchises/fr%201',
    );
  });

  it.each([
    ['a super admin (the Franchises list is theirs)', 'super-admin', 'fr-1'],
    ['a franchisee user without a franchise', 'franchisee-user', null],
  ] as const)('offers no such link to %s', (_case, role, franchiseId) => {
    renderNav(role, franchiseId);
    expect(screen.queryByRole('link', { name: ownFranchiseLabel })).not.toBeInTheDocument();
  });
});
