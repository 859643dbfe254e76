// The frame around every page: skip link, header with the main links, the main landmark and a
// footer with the contact page (one link, so the donor pages' first load stays as it was).
// The header follows the sign-in state the root loader (the route guard) established.
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, NavLink, Outlet, useLocation } from 'react-router';
import { confinementFor } from '@thon/shared/auth/confinement';
import type { Session } from '@thon/shared/api/schemas/session';
import { isAdminHost } from '../lib/admin-host';
import { landing } from '../lib/landing';
import { useSession } from '../lib/session-route';
import { useHashConfinement } from './use-hash-confinement';
import { LanguagePicker } from '../i18n/language-picker';
import { StagingBanner } from './staging-banner';
import { useT } from '../i18n/translation';
import { PageLoading } from '../components/page-loading';

/** A confined user's own start page; everyone else's is the account page. */
function startPageOf(session: Session): { to: string; label: string } {
  const confinement = confinementFor(session);
  if (confinement?.kind === 'vendor') return { to: confinement.home, label: 'Shop' };
  if (confinement?.kind === 'parent') return { to: confinement.home, label: 'Dashboard' };
  return { to: '/Home/MyAccount', label: 'My account' };
}

/**
 * The console's link, on the admin host, for the roles it serves (the session's flags; the API
 * decides every call). The main host reaches the console through the account page's hand-off.
 */
function showsAdminConsole(session: Session | null): boolean {
  return session !== null && (session.IsSuperAdmin || session.IsFranchiseeUser) && isAdminHost();
}

export function Layout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/**
 * The frame with a loading note: a first visit's fallback while its page's code and data load,
 * and the markup index.html already carries (page-shell.tsx), so nothing moves when the app
 * takes over from the prerendered frame.
 */
export function LayoutLoading() {
  return (
    <Frame signInKnown={false}>
      <PageLoading />
    </Frame>
  );
}

/** signInKnown false: before the root loader has read the session, no Log in / Log out yet. */
function Frame({ children, signInKnown = true }: { children: ReactNode; signInKnown?: boolean }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const session = useSession();
  const t = useT();
  useHashConfinement(session);

  // After a client-side navigation, move focus to the new page so screen readers announce it
  // and keyboard users start at its top, as they would after a full page load.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus();
  }, [pathname]);

  const start = session ? startPageOf(session) : undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      <StagingBanner />
      <header className="site-header">
        <Link className="site-name" to="/">
          Thon
        </Link>
        <nav aria-label={t('Main')}>
          <ul className="site-nav">
            {start ? (
              <>
                <li>
                  <NavLink to={start.to}>{t(start.label)}</NavLink>
                </li>
                {showsAdminConsole(session) && (
                  <li>
                    <NavLink to="/admin">{t('Admin console')}</NavLink>
                  </li>
                )}
                <li>
                  <Form method="post" action={landing.logout}>
                    <button type="submit" className="link-button">
                      {t('Log out')}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              signInKnown && (
                <li>
                  <NavLink to={landing.login}>{t('Log in')}</NavLink>
                </li>
              )
            )}
            {import.meta.env.DEV && (
              <>
                <li>
                  <NavLink to="/dev/outbox">Outbox</NavLink>
                </li>
                <li>
                  <NavLink to="/dev/metrics">Metrics</NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <LanguagePicker />
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <Link to="/contact">{t('Contact and support')}</Link>
      </footer>
    </>
  );
}
