// The public front page: what Thon is, and the way in.
import { Link } from 'react-router';

export function HomePage() {
  return (
    <>
      <title>Thon · Fundraising fun runs</title>
      <h1>Thon</h1>
      <p className="lead">
        Fundraising fun runs for schools, teams, clubs and non-profits. Participants collect pledges per lap
        or as flat donations, and donors give through the event page.
      </p>
      <p>
        <Link className="button-link" to="/login">
          Log in or enter an event code
        </Link>
      </p>
    </>
  );
}
