// The forms' reference lists: GetReferenceLists once per page session, the catalogue's lists if it
// fails (and a later form asks again).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { defaultReferenceLists } from '@thon/shared/catalog/reference-lists';
import { mswPath } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { referenceListsHandler } from '../testing/reference-list-handlers';
import { loadReferenceLists } from './reference-lists';

function countCalls() {
  const count = { calls: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === utilityRoutes.getReferenceLists.path) count.calls += 1;
  });
  return count;
}

describe('reference lists for forms', () => {
  it('asks once per session and has the server-configured entries', async () => {
    server.use(
      referenceListsHandler({ organizationTypes: [{ Code: 'Charter School', Name: 'Charter School' }] }),
    );
    const count = countCalls();
    const [first, second] = await Promise.all([loadReferenceLists(), loadReferenceLists()]);
    const third = await loadReferenceLists();
    server.events.removeAllListeners();

    expect(count.calls).toBe(1);
    expect(first.organizationTypes.map((type) => type.Name)).toContain('Charter School');
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it("falls back to the catalogue's lists when the call fails, and asks again next time", async () => {
    server.use(
      http.get(mswPath(utilityRoutes.getReferenceLists), () =>
        HttpResponse.json({ message: 'Something went wrong!' }, { status: 500 }),
      ),
    );
    await expect(loadReferenceLists()).resolves.toBe(defaultReferenceLists);

    server.use(referenceListsHandler({ grades: [{ Code: 'TK', Name: 'Transitional kindergarten' }] }));
    const lists = await loadReferenceLists();
    expect(lists.grades.map((grade) => grade.Code)).toContain('TK');
  });
});
