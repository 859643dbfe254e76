// The browser reads answers leniently: a field the server added after this page was built is
// dropped, never a reason to refuse the answer. The shared response schemas stay strict (the
// server refuses to send a field its contract does not declare); this builds, once per schema, a
// copy in which every strict object, at any depth, strips unknown keys instead of rejecting them.
// Everything else (types, required fields, refinements, transforms) is kept as declared.
import * as z from 'zod';

type Schema = z.core.$ZodType;
type LooseDef = Record<string, unknown> & { type: string };

const cache = new WeakMap<Schema, Schema>();

/** The same schema, except that objects at every depth strip keys they do not declare. */
export function lenient<S extends z.ZodType>(schema: S): S {
  return lenientOf(schema) as S;
}

function lenientOf(schema: Schema): Schema {
  const cached = cache.get(schema);
  if (cached) return cached;
  const built = build(schema);
  cache.set(schema, built);
  return built;
}

function rebuilt(schema: Schema, changes: Record<string, unknown>): Schema {
  const def = z.core.util.mergeDefs(schema._zod.def, changes) as z.core.$ZodTypeDef;
  return z.core.util.clone(schema, def);
}

const map = (schemas: unknown) => (schemas as Schema[]).map(lenientOf);

function build(schema: Schema): Schema {
  const def = schema._zod.def as unknown as LooseDef;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, value]) => [key, lenientOf(value)]),
      );
      const catchall = def.catchall as Schema | undefined;
      // A strict object's catchall is `never`; without one, unknown keys are stripped.
      const keepCatchall = catchall !== undefined && catchall._zod.def.type !== 'never';
      return rebuilt(schema, { shape, catchall: keepCatchall ? lenientOf(catchall) : undefined });
    }
    case 'array':
      return rebuilt(schema, { element: lenientOf(def.element as Schema) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return rebuilt(schema, { innerType: lenientOf(def.innerType as Schema) });
    case 'union':
      return rebuilt(schema, { options: map(def.options) });
    case 'intersection':
      return rebuilt(schema, {
        left: lenientOf(def.left as Schema),
        right: lenientOf(def.right as Schema),
      });
    case 'record':
      return rebuilt(schema, { valueType: lenientOf(def.valueType as Schema) });
    case 'tuple':
      return rebuilt(schema, {
        items: map(def.items),
        rest: def.rest ? lenientOf(def.rest as Schema) : def.rest,
      });
    case 'pipe':
      return rebuilt(schema, { in: lenientOf(def.in as Schema), out: lenientOf(def.out as Schema) });
    case 'lazy': {
      const getter = def.getter as () => Schema;
      return rebuilt(schema, { getter: () => lenientOf(getter()) });
    }
    default:
      return schema;
  }
}
