// The login page's commands (spec section 2), carried out before the page shows:
// ?action=logout signs out and goes to /home. ?action=accesscode#code=<base64> (a QR login) is
// carried out by the page itself (use-qr-login.ts): its code is in the fragment, which never
// reaches a loader.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { landing } from '../../../lib/landing';
import { readLoginCommand } from '../utils/login-query';
import { signOut } from '../utils/sign-out';

export interface LoginLoaderData {
  /** A message to show on the page; '' when there is none. */
  message: string;
}

export async function loginLoader({ request }: LoaderFunctionArgs): Promise<LoginLoaderData> {
  if (readLoginCommand(new URL(request.url))?.kind === 'logout') {
    await signOut();
    throw redirect(landing.afterLogout);
  }
  return { message: '' };
}
