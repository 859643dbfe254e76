// ElectroDB builds and validates an entity's model in its constructor (about 2 ms each). Built at
// import, the table's two dozen entities cost every function ~50 ms of cold start, though a
// route uses two or three. `lazyEntity` returns a stand-in with the entity's type that builds the
// entity, bound to the table and client, on its first use.
import type { EntityConfiguration } from 'electrodb';
import { documentClient } from '../platform/clients/dynamodb';
import { setting } from '../platform/environment';

/** Where every entity lives: the one table, through the shared document client. */
export function tableConfiguration(): EntityConfiguration {
  return { client: documentClient(), table: setting('tableName') };
}

export function lazyEntity<T extends object>(build: () => T): T {
  let built: T | undefined;
  const entity = (): T => (built ??= build());
  // Every trap forwards to the built entity, so methods, getters, ElectroDB's own instance checks
  // and the Service's join (which sets the client and table on it) all see the real object.
  return new Proxy({} as T, {
    get: (_stand, key) => Reflect.get(entity(), key, entity()),
    set: (_stand, key, value) => Reflect.set(entity(), key, value, entity()),
    has: (_stand, key) => Reflect.has(entity(), key),
    ownKeys: () => Reflect.ownKeys(entity()),
    getOwnPropertyDescriptor: (_stand, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(entity(), key);
      // The stand-in has no own properties, so it may only report configurable ones.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(entity()),
  });
}
