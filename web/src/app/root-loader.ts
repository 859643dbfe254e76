// The route guard: runs before every navigation (shouldRevalidate is always true). It loads the
// signed-in Session, keeps vendors and parents inside their pages (spec section 2) and sends a
// signed-in visitor of /login?redirect=… on at once. Hashes never reach a loader, so
// use-hash-confinement.ts checks the hash-level part of the lists after rendering.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { confinedRedirect } from '@thon/shared/auth/confinement';
import { isCredentialPage, readLoginCommand, readLoginRedirect } from '@/features/auth/utils/login-query';
import type { RootData } from '../lib/session-route';
import { readSession } from '../lib/session-storage';

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  // /login?action=logout and ?action=accesscode are carried out by the login page's own loader,
  // whoever is signed in; confining them here would stop a vendor from logging out.
  if (readLoginCommand(url)) return { session: null };

  // Nobody signed in: decided without loading the API client (most visitors are donors).
  if (!readSession()) return { session: null };
  const { loadCurrentSession } = await import('../lib/current-session');
  const session = await loadCurrentSession();
  if (!session || isCredentialPage(url.pathname)) return { session };

  const wanted = readLoginRedirect(url);
  const destination = wanted ? new URL(wanted, url.origin) : url;
  const confined = confinedRedirect(session, { pathname: destination.pathname, hash: destination.hash });
  if (confined) throw redirect(confined);
  if (wanted) throw redirect(wanted);
  return { session };
}

export function alwaysRevalidate(): boolean {
  return true;
}
