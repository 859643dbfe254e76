// The console's franchise loaders: a page of the list (the first, or the one after ?cursor=, which
// the list's "Show more" fetches) and one franchise (an id out of the caller's reach answers 404
// like an unknown one, and the route's error view says the page could not be shown).
import type { LoaderFunctionArgs } from 'react-router';
import { getFranchise, listFranchises } from '../api/franchise-calls';

export function franchisesLoader({ request }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  return listFranchises(cursor || undefined, request.signal);
}

export function franchiseLoader({ params, request }: LoaderFunctionArgs) {
  return getFranchise(params.franchiseId ?? '', request.signal);
}
