// DynamoDB's billed request units of one command, from what the command sent and what it got back
// (the AWS SDK's input and output, attribute values in their wire form). On-demand bills reads in
// 4 KB steps (1 unit strongly consistent, 0.5 eventually, 2 in a transaction) and writes in 1 KB
// steps (1 unit, 2 in a transaction), and every global secondary index an item appears in is
// written too. The bench counts these per call (bench/dynamodb-counter.ts), so the cost model
// prices what the handlers really sent, not a guess per route.
import { tableDesign } from '@thon/functions/data/table-design';

export interface CapacityUnits {
  readonly read: number;
  readonly write: number;
}

type Attributes = Record<string, unknown>;
const none: CapacityUnits = { read: 0, write: 0 };

/**
 * A value's size as DynamoDB counts it (strings by UTF-8 bytes, numbers by digits, binary by bytes,
 * 1 for a boolean or null, 3 more for a list or map), for attribute values in either form the
 * middleware sees: the wire form (`{ S: 'text' }`, whose type tags add a byte each) or the document
 * client's native values. Never below DynamoDB's count, so units come out high, never low.
 */
function valueBytes(value: unknown): number {
  if (value === undefined || value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value).length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set)
    return [...(value as Set<unknown>)].reduce<number>((sum, each) => sum + valueBytes(each), 0);
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, each) => sum + valueBytes(each), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value).reduce((sum, [name, each]) => sum + Buffer.byteLength(name) + valueBytes(each), 0)
    );
  return 1;
}

/** An item's size: each attribute's name plus its value. */
export function itemBytes(item: Attributes | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value),
    0,
  );
}

const readSteps = (bytes: number) => Math.max(1, Math.ceil(bytes / 4096));
const writeSteps = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
const readUnit = (consistent: unknown) => (consistent === true ? 1 : 0.5);

const indexKeys = tableDesign.globalIndexes.map((index) => index.partitionKey as string);

/** Indexes a put item appears in (its index partition key is set), each one more write. */
const indexesOfItem = (item: Attributes | undefined) => indexKeys.filter((key) => item?.[key] !== undefined);

/**
 * Indexes an update may touch: those whose key attributes the update expression names (through
 * ExpressionAttributeNames or directly). Over-counts an update that only reads such a name.
 */
function indexesOfUpdate(update: Attributes): string[] {
  const expression = String(update.UpdateExpression ?? '');
  const names = Object.entries((update.ExpressionAttributeNames ?? {}) as Record<string, string>);
  const named = new Set(names.filter(([alias]) => expression.includes(alias)).map(([, name]) => name));
  return tableDesign.globalIndexes
    .filter(
      (index) =>
        named.has(index.partitionKey) ||
        named.has(index.sortKey) ||
        expression.includes(index.partitionKey) ||
        expression.includes(index.sortKey),
    )
    .map((index) => index.partitionKey);
}

/** Units of one write of `item` (null: size unknown, 1 KB assumed) with its index copies. */
function writeUnits(bytes: number, indexes: number, factor: number): number {
  return writeSteps(bytes) * factor * (1 + indexes);
}

function writeOf(entry: Attributes, factor: number): number {
  if (entry.Put) {
    const item = (entry.Put as Attributes).Item as Attributes | undefined;
    return writeUnits(itemBytes(item), indexesOfItem(item).length, factor);
  }
  if (entry.Update) return writeUnits(0, indexesOfUpdate(entry.Update as Attributes).length, factor);
  // A delete removes the item from every index it is in; which is unknown here: one index assumed.
  if (entry.Delete) return writeUnits(0, 1, factor);
  return 0;
}

/** The units of one DynamoDB command (`commandName` as the SDK names it, e.g. 'QueryCommand'). */
export function capacityUnitsOf(commandName: string, input: unknown, output: unknown): CapacityUnits {
  const sent = (input ?? {}) as Attributes;
  const got = (output ?? {}) as Attributes;
  switch (commandName.replace(/Command$/, '')) {
    case 'GetItem':
      return { read: readSteps(itemBytes(got.Item as Attributes)) * readUnit(sent.ConsistentRead), write: 0 };
    case 'Query':
    case 'Scan': {
      // A Query's items are summed, then rounded up to 4 KB once (an empty answer costs one step).
      const items = (got.Items ?? []) as Attributes[];
      const bytes = items.reduce((sum, item) => sum + itemBytes(item), 0);
      return { read: readSteps(bytes) * readUnit(sent.ConsistentRead), write: 0 };
    }
    case 'BatchGetItem': {
      const responses = Object.values((got.Responses ?? {}) as Record<string, Attributes[]>).flat();
      const consistent = Object.values((sent.RequestItems ?? {}) as Record<string, Attributes>).some(
        (request) => request.ConsistentRead === true,
      );
      return {
        read: responses.reduce((sum, item) => sum + readSteps(itemBytes(item)) * readUnit(consistent), 0),
        write: 0,
      };
    }
    case 'TransactGetItems': {
      const responses = (got.Responses ?? []) as Attributes[];
      return {
        read: responses.reduce((sum, entry) => sum + readSteps(itemBytes(entry.Item as Attributes)) * 2, 0),
        write: 0,
      };
    }
    case 'PutItem': {
      const item = sent.Item as Attributes | undefined;
      return { read: 0, write: writeUnits(itemBytes(item), indexesOfItem(item).length, 1) };
    }
    case 'UpdateItem':
      // The updated item's size is not sent; items here are small (one 1 KB step assumed).
      return { read: 0, write: writeUnits(0, indexesOfUpdate(sent).length, 1) };
    case 'DeleteItem':
      return { read: 0, write: writeOf({ Delete: sent }, 1) };
    case 'BatchWriteItem': {
      const requests = Object.values((sent.RequestItems ?? {}) as Record<string, Attributes[]>).flat();
      return {
        read: 0,
        write: requests.reduce(
          (sum, request) =>
            sum +
            (request.PutRequest
              ? writeOf({ Put: request.PutRequest }, 1)
              : writeOf({ Delete: request.DeleteRequest }, 1)),
          0,
        ),
      };
    }
    case 'TransactWriteItems': {
      const entries = (sent.TransactItems ?? []) as Attributes[];
      return {
        // A condition check is a transactional read of its item.
        read: entries.filter((entry) => entry.ConditionCheck).length * 2,
        write: entries.reduce((sum, entry) => sum + writeOf(entry, 2), 0),
      };
    }
    default:
      return none;
  }
}
