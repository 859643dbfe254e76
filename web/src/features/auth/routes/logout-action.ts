// POST /logout (the header's Log out button): sign out, then /home (spec section 2).
import { redirect } from 'react-router';
import { landing } from '../../../lib/landing';
import { signOut } from '../utils/sign-out';

export async function logoutAction() {
  await signOut();
  return redirect(landing.afterLogout);
}

/** Typing /logout is not a sign-out request (that is a POST); it leads home. */
export function logoutLoader() {
  return redirect(landing.afterLogout);
}
