// The hash-level part of vendor confinement: /shop may carry only the listed category hashes.
// Loaders never see the hash and hash-only navigations run no loader, so this checks after
// rendering; path-level confinement already happened in the root loader.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { confinedRedirect } from '@thon/shared/auth/confinement';
import type { Session } from '@thon/shared/api/schemas/session';
import { isCredentialPage } from '@/features/auth/utils/login-query';

export function useHashConfinement(session: Session | null): void {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session || isCredentialPage(pathname)) return;
    const target = confinedRedirect(session, { pathname, hash });
    if (target) void navigate(target, { replace: true });
  }, [session, pathname, hash, navigate]);
}
