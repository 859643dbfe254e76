// The Thon page's way to its prize pages: the programme and challenges, the awards board and the
// family pages' review queue.
import { Link } from 'react-router';
import { awardsPath, prizesPath, reviewsPath } from './prize-pages-nav';

export function ThonPrizeLinks({ thonId }: { thonId: string }) {
  return (
    <section aria-labelledby="prizes-heading" className="section">
      <h2 id="prizes-heading">Prizes</h2>
      <ul>
        <li>
          <Link to={prizesPath(thonId)}>Prize programme and class challenges</Link>
        </li>
        <li>
          <Link to={awardsPath(thonId)}>Awards board</Link>
        </li>
        <li>
          <Link to={reviewsPath(thonId)}>Family pages review</Link>
        </li>
      </ul>
    </section>
  );
}
