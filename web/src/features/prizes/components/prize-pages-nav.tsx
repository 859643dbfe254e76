// The links between a Thon's prize pages and back to its page.
import { Link } from 'react-router';

export const thonPath = (thonId: string) => `/organizer/thons/${encodeURIComponent(thonId)}`;
export const prizesPath = (thonId: string) => `${thonPath(thonId)}/prizes`;
export const awardsPath = (thonId: string) => `${thonPath(thonId)}/awards`;
export const reviewsPath = (thonId: string) => `${thonPath(thonId)}/reviews`;

export function PrizePagesNav({ thonId }: { thonId: string }) {
  return (
    <nav aria-label="Prize pages" className="prize-pages-nav">
      <Link to={thonPath(thonId)}>Back to the Thon</Link>
      <Link to={prizesPath(thonId)}>Prize programme</Link>
      <Link to={awardsPath(thonId)}>Awards board</Link>
      <Link to={reviewsPath(thonId)}>Family pages review</Link>
    </nav>
  );
}
