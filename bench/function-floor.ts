// The floor a function is compared with (issue 10): handlers that do one DynamoDB GetItem, with
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

export interface Floors {
  getItem: FunctionFigures;
  getItemZod: FunctionFigures;
}

export async function measureFloors(): Promise<Floors> {
  // Generated inside the repository (bench/out is ignored) so esbuild resolves the same packages.
  const dir = join(outDir, 'floor-src');
  mkdirSync(dir, { recursive: true });
  const sources = { getItem: getItem + getItemHandler, getItemZod: withZod };
  const measured: Partial<Floors> = {};
  for (const [key, source] of Object.entries(sources) as [keyof Floors, string][]) {
    const entry = join(dir, `${key}.ts`);
    writeFileSync(entry, source);
    const name = key === 'getItem' ? '(floor a) one GetItem' : '(floor b) GetItem + zod parse';
    measured[key] = figures(name, await bundle(`floor-${key}`, entry));
  }
  return measured as Floors;
}
