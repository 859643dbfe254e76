// The foot of a console list paged by the API's cursor: "Show more" while pages follow, or the
// refusal of a later page with the way back to the first.
import { Link } from 'react-router';

interface ShowMoreProps {
  /** Plural noun, e.g. "organizations". */
  noun: string;
  nextHref: string | undefined;
  refusal: string | undefined;
  loading: boolean;
  firstPageHref: string;
  onMore: (href: string) => void;
}

export function ShowMore({ noun, nextHref, refusal, loading, firstPageHref, onMore }: ShowMoreProps) {
  if (refusal) {
    return (
      <p role="alert">
        {refusal} <Link to={firstPageHref}>Start again from the first page</Link>
      </p>
    );
  }
  if (!nextHref) return null;
  return (
    <p>
      <button
        type="button"
        className="button-secondary"
        aria-disabled={loading}
        onClick={() => onMore(nextHref)}
      >
        {loading ? 'Loading…' : `Show more ${noun}`}
      </button>
    </p>
  );
}
