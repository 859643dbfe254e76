// The floor a function is compared with: handlers that do one DynamoDB GetItem, with
// the same client the functions use, bundled and timed exactly like the real functions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, figures, outDir, type FunctionFigures } from './function-bundles';

const getItem = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
`;
const getItemHandler = `export const handler = async (event: { id: string }) => {
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.id, sk: event.id } }));
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
};
`;
// (b) adds what nearly every real handler does besides the read: one small zod parse.
const withZod = `import * as z from 'zod';
${getItem}const Body = z.object({ id: z.string().min(1), units: z.number().int().positive().optional() }).strict();
export const handler = async (event: { body: string }) => {
  const { id } = Body.parse(JSON.parse(event.body));
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: id, sk: id } }));
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
};
`;

// (c) the same read through ElectroDB, as our data layer does it; (d) adds the middy stack with
// the Powertools logger every route function has. They show what the chosen libraries cost before
// any code of ours: the gap between (a) and (d) is the part of the ratio no route can avoid.
const electroEntity = `import * as z from 'zod';
import { Entity } from 'electrodb';
${getItem}const Body = z.object({ id: z.string().min(1) }).strict();
const thing = new Entity(
  { model: { entity: 'thing', version: '1', service: 'bench' }, attributes: { id: { type: 'string', required: true } },
    indexes: { primary: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } } },
  { client, table: process.env.TABLE_NAME },
);
`;
const withElectroDb = `${electroEntity}export const handler = async (event: { body: string }) => {
  const { id } = Body.parse(JSON.parse(event.body));
  const { data } = await thing.get({ id }).go();
  return { statusCode: 200, body: JSON.stringify(data) };
};
`;
const withStack = `import middy from '@middy/core';
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
${electroEntity}const logger = new Logger();
export const handler = middy(async (event: { body: string }) => {
  const { id } = Body.parse(JSON.parse(event.body));
  const { data } = await thing.get({ id }).go();
  return { statusCode: 200, body: JSON.stringify(data) };
}).use(injectLambdaContext(logger));
`;

export interface Floors {
  getItem: FunctionFigures;
  getItemZod: FunctionFigures;
  electroDb: FunctionFigures;
  stack: FunctionFigures;
}

const floorNames: Record<keyof Floors, string> = {
  getItem: '(floor a) one GetItem',
  getItemZod: '(floor b) GetItem + zod parse',
  electroDb: '(c) b through ElectroDB',
  stack: '(d) c + middy + logger',
};

export async function measureFloors(): Promise<Floors> {
  // Generated inside the repository (bench/out is ignored) so esbuild resolves the same packages.
  const dir = join(outDir, 'floor-src');
  mkdirSync(dir, { recursive: true });
  const sources = {
    getItem: getItem + getItemHandler,
    getItemZod: withZod,
    electroDb: withElectroDb,
    stack: withStack,
  };
  const measured: Partial<Floors> = {};
  for (const [key, source] of Object.entries(sources) as [keyof Floors, string][]) {
    const entry = join(dir, `${key}.ts`);
    writeFileSync(entry, source);
    measured[key] = figures(floorNames[key], await bundle(`floor-${key}`, entry));
  }
  return measured as Floors;
}
