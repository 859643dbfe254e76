import { Entity, Service } from 'electrodb';
import { describe, expect, it, vi } from 'vitest';
import { lazyEntity } from '../../src/data/lazy-entity';

const schema = {
  model: { service: 'thon', entity: 'thing', version: '1' },
  attributes: {
    thingId: { type: 'string', required: true },
    groupId: { type: 'string', required: true },
    name: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['thingId'] }, sk: { field: 'sk', composite: [] } },
    byGroup: {
      index: 'gsi1',
      collection: 'group',
      pk: { field: 'gsi1pk', composite: ['groupId'] },
      sk: { field: 'gsi1sk', composite: ['thingId'] },
    },
  },
} as const;
const build = () => new Entity(schema, { table: 'thon-test' });

describe('lazyEntity', () => {
  it('builds nothing until first used, then builds exactly once', () => {
    const factory = vi.fn(build);
    const thing = lazyEntity(factory);
    expect(factory).not.toHaveBeenCalled();
    thing.get({ thingId: 'a' }).params();
    thing.get({ thingId: 'b' }).params();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('writes and reads the same keys as the entity built directly', () => {
    const item = { thingId: 't1', groupId: 'g1', name: 'Lap' };
    expect(lazyEntity(build).put(item).params()).toEqual(build().put(item).params());
    expect(lazyEntity(build).query.byGroup({ groupId: 'g1' }).params()).toEqual(
      build().query.byGroup({ groupId: 'g1' }).params(),
    );
  });

  it('joins a Service and answers for its own items there', () => {
    const service = new Service({ thing: lazyEntity(build) }, { table: 'thon-test' });
    const direct = new Service({ thing: build() }, { table: 'thon-test' });
    expect(service.collections.group({ groupId: 'g1' }).params()).toEqual(
      direct.collections.group({ groupId: 'g1' }).params(),
    );
    expect(lazyEntity(build)).toBeInstanceOf(Entity);
  });
});
