// POST /api/EventCode: the event id for a code, or 'not found'.
import { routes } from '@thon/shared/api/routes';
import { callApi, type CallOptions } from '../../../lib/api-client';

export function findEventByCode(eventCode: string, options?: CallOptions) {
  return callApi(routes.eventCode, { body: { EventCode: eventCode } }, options);
}
