// What each function bundles, read from esbuild's metafile as CDK bundles it: only its own area
// of the route table, and the catalogue's country data only where a route answers with it.
// (Size and cold start are measured by `npm run bench`; this keeps the causes from coming back.)
import { routeAreas } from '@thon/shared/api/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizerHandler } from '../constructs/http-api';
import { backgroundJobList } from '@thon/functions/jobs/job-table';
import { bundledInputsByHandler } from './support/handler-bundles';

const areaOf = new Map(
  Object.entries(routeAreas).flatMap(([area, routes]) =>
    Object.values(routes).map((route) => [route.handler, area] as const),
  ),
);
// clearcache invalidates every cacheable public route, so it reads that area's cache settings too.
const alsoReads: Record<string, readonly string[]> = { 'utilities/clear-cache': ['public-pages'] };
const routeFiles = (inputs: readonly string[]) =>
  inputs.filter(
    (input) => /shared\/src\/api\/routes(\.ts|\/)/.test(input) && !input.endsWith('route-defaults.ts'),
  );

const workerHandlers = backgroundJobList.map((worker) => worker.handler);

let inputs: Map<string, string[]>;
beforeAll(async () => {
  inputs = await bundledInputsByHandler([...areaOf.keys(), authorizerHandler, ...workerHandlers]);
}, 120_000);

describe('function bundles', () => {
  it('hold only their own area of the route table, never the index', () => {
    const allowed = (handler: string, area: string) => [area, ...(alsoReads[handler] ?? [])];
    const strays = [...areaOf].flatMap(([handler, area]) =>
      routeFiles(inputs.get(handler) ?? [])
        .filter((file) => !allowed(handler, area).some((name) => file.endsWith(`/routes/${name}.ts`)))
        .map((file) => `${handler}: ${file}`),
    );
    expect(strays).toEqual([]);
    // Inspected for real: a public page function does hold its own area.
    expect(routeFiles(inputs.get('events/get-event-page') ?? [])).toEqual([
      'shared/src/api/routes/public-pages.ts',
    ]);
  });

  it('leave the route table out of the authorizer, which runs before every signed-in call', () => {
    expect(routeFiles(inputs.get(authorizerHandler) ?? [])).toEqual([]);
  });

  it('leave the route table out of the background workers, which answer no HTTP call', () => {
    for (const handler of workerHandlers) expect(routeFiles(inputs.get(handler) ?? []), handler).toEqual([]);
    // Inspected for real: the worker bundles its batch processing.
    expect(inputs.get('workers/charge-pledges')?.some((file) => file.includes('powertools/batch'))).toBe(
      true,
    );
  });

  it('carry the country list only where a route answers with it', () => {
    const withCountries = [...inputs]
      .filter(([, files]) => files.some((file) => file.includes('node_modules/i18n-iso-countries/')))
      .map(([handler]) => handler);
    expect(withCountries).toEqual(['catalog/get-reference-lists']);
  });
});
