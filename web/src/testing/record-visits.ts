// Captures the RecordVisit calls a page makes (campaign tracking), answering visit-1, visit-2, ...
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import { mswPath } from './handlers';
import { server } from './msw-server';

export function recordVisits(): unknown[] {
  const visits: unknown[] = [];
  server.use(
    http.post(mswPath(routes.recordVisit), async ({ request }) => {
      visits.push(await request.json());
      return HttpResponse.json({ VisitId: `visit-${visits.length}` });
    }),
  );
  return visits;
}
