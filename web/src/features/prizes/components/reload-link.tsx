// After a stale version's refusal: reads the page again (its loader), so the form starts over
// from what was saved meanwhile.
import { Link, useLocation } from 'react-router';

export function ReloadLink({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      <Link to={location.pathname}>{label}</Link>
    </p>
  );
}
