// The parent pages' own navigation: the only three pages a parent may visit (spec section 2).
import { NavLink } from 'react-router';

export function ParentNav() {
  return (
    <nav aria-label="Parent pages" className="sub-nav">
      <NavLink to="/parent/dashboard">Dashboard</NavLink>
      <NavLink to="/parent/addparticipant">Add a participant</NavLink>
      <NavLink to="/parent/mypledges">My pledges</NavLink>
    </nav>
  );
}
