import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/api/openapi';
import { routeList } from '../../src/api/routes';

const document = buildOpenApiDocument(routeList) as {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
};

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per route-table entry', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      routeList.map((route) => route.name).sort(),
    );
  });

  it('describes the EventCode body from its zod schema', () => {
    expect(document.paths['/api/EventCode']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['EventCode'] } } },
    });
  });

  it('matches the committed shared/openapi.json (run `npm run openapi` after changing routes)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(document);
  });
});
