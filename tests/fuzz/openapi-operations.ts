// The operations the fuzz stage attacks, read from the published contract (shared/openapi.json,
// `npm run openapi`), not from the route table: the fuzz sees the API as an outside caller does.
import { readFileSync } from 'node:fs';

/** The slice of JSON Schema the contract uses that the fuzz reads to shape bodies. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** The path template, e.g. /api/events/GetThonRoster/{eventId}. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  body: { kind: 'json' | 'multipart'; schema: JsonSchema } | undefined;
  /** Undefined for a public operation; 'any' for any signed-in role. */
  roles: readonly string[] | 'any' | undefined;
}

interface OpenApiOperation {
  operationId: string;
  security?: unknown[];
  'x-roles'?: string[] | 'any';
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const contractFile = new URL('../../shared/openapi.json', import.meta.url);

export function fuzzOperations(): FuzzOperation[] {
  const contract = JSON.parse(readFileSync(contractFile, 'utf8')) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      const multipart = content['multipart/form-data'];
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: multipart
          ? { kind: 'multipart' as const, schema: multipart.schema }
          : json
            ? { kind: 'json' as const, schema: json.schema }
            : undefined,
        roles: operation.security?.length ? (operation['x-roles'] ?? 'any') : undefined,
      };
    }),
  );
}
