// /unsubscribe's route action: the page's button posts the token kept in the tab here through a
// fetcher, so the pending state and a second press while it runs are React Router's. The API's
// refusal (an unknown or expired token) comes back as an outcome the page shows.
import type { ActionFunctionArgs } from 'react-router';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { unsubscribe } from '../api/share-kit-calls';

export type UnsubscribeRequest = { intent: 'unsubscribe'; token: string };
export type Unsubscribed = { ok: true; message: string } | Refused;

export async function unsubscribeAction({ request }: ActionFunctionArgs): Promise<Unsubscribed> {
  const body = (await request.json()) as UnsubscribeRequest;
  return refusedOr(async () => ({ ok: true, message: (await unsubscribe(body.token)).Message }));
}
