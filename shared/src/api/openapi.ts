// OpenAPI 3.1 document generated from the route table (zod 4 emits JSON Schema 2020-12,
// which is what OpenAPI 3.1 uses), so the published contract cannot drift from the code.
import * as z from 'zod';
import { apiErrorSchema } from './errors';
import type { AnyRoute } from './route-definition';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
}

const errorContent = { 'application/json': { schema: jsonSchema(apiErrorSchema, 'output') } };

function operation(route: AnyRoute): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: 'Success',
      content: {
        [route.responseContentType ?? 'application/json']: { schema: jsonSchema(route.response, 'output') },
      },
    },
    '400': { description: 'Invalid input', content: errorContent },
  };
  if (route.auth.kind === 'signed-in') {
    responses['401'] = { description: 'Not signed in', content: errorContent };
    responses['403'] = { description: 'Role not allowed', content: errorContent };
  }
  return {
    operationId: route.name,
    summary: route.summary,
    ...(route.auth.kind === 'signed-in' ? { security: [{ session: [] }], 'x-roles': route.auth.roles } : {}),
    parameters: [...parameters(route.request.path, 'path'), ...parameters(route.request.query, 'query')],
    ...(route.request.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: jsonSchema(route.request.body, 'input'),
                // A multipart file field repeats once per file (OpenAPI 3.1 encoding of an array).
                ...(route.multipart
                  ? { encoding: { [route.multipart.fileField]: { contentType: 'application/octet-stream' } } }
                  : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: readonly AnyRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Thon API', version: '1.0.0', description: 'Generated from shared/src/api/routes.ts' },
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
