// Loads the outbox before the page renders; the page's Refresh button re-runs it.
import type { LoaderFunctionArgs } from 'react-router';
import { getOutbox } from '../api/get-outbox';

export function outboxLoader({ request }: LoaderFunctionArgs) {
  return getOutbox(request.signal);
}
