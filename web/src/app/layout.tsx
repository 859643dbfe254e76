// The frame around every page: skip link, header with the main links, and the main landmark.
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';

export function Layout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // After a client-side navigation, move focus to the new page so screen readers announce it
  // and keyboard users start at its top, as they would after a full page load.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <Link className="site-name" to="/">
          Thon
        </Link>
        <nav aria-label="Main">
          <ul className="site-nav">
            <li>
              <NavLink to="/login">Log in</NavLink>
            </li>
            {import.meta.env.DEV && (
              <li>
                <NavLink to="/dev/outbox">Outbox</NavLink>
              </li>
            )}
          </ul>
        </nav>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
    </>
  );
}
