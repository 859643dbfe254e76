// What a route action answers when the API refuses: the refusal as an outcome the form shows (its
// message), not an error. Anything else (a bug, a lost network with no answer to show) propagates
// to the route's error element.
import { ApiError } from '../../lib/api-client';

export type Refused = { ok: false; message: string };

export async function refusedOr<T>(
  run: () => Promise<T>,
  refused: (error: ApiError) => Refused = (error) => ({ ok: false, message: error.message }),
): Promise<T | Refused> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return refused(error);
    throw error;
  }
}
