// The shop's own navigation above every /shop page: the sections of the viewer's role
// (shop-sections.ts), the current one marked by NavLink's aria-current. The list wraps on a
// phone rather than scrolling sideways.
import { NavLink } from 'react-router';
import { shopSectionsFor, type ShopViewer } from './shop-sections';
import './shop-nav.css';

export function ShopNav({ viewer }: { viewer: ShopViewer }) {
  return (
    <nav aria-label="Shop" className="shop-nav">
      <ul>
        {shopSectionsFor(viewer).map((section) => (
          <li key={section.path}>
            {/* `end`: the Shop link is current on /shop itself, not on every page below it. */}
            <NavLink to={section.path} end>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
