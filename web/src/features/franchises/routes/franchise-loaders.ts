// The console's franchise loaders: a page of the list (the first, or the one after ?cursor=, which
// the list's "Show more" fetches) and one franchise (an id out of the caller's reach answers 404
// like an unknown one, and the route's error view says the page could not be shown).
import type { LoaderFunctionArgs } from 'react-router';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { getFranchise, listFranchises, type FranchiseList } from '../api/franchise-calls';

export function franchisesLoader({ request }: LoaderFunctionArgs): Promise<FranchiseList | Refused> {
  const cursor = new URL(request.url).searchParams.get('cursor') || undefined;
  // A later page the API refuses (a cursor that has expired) is an answer for the list to show
  // beside what it already has; the first page failing is the route's error.
  return cursor
    ? refusedOr(() => listFranchises(cursor, request.signal))
    : listFranchises(undefined, request.signal);
}

export function franchiseLoader({ params, request }: LoaderFunctionArgs) {
  return getFranchise(params.franchiseId ?? '', request.signal);
}
