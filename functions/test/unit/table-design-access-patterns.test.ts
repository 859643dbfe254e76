// The access-pattern list at the top of table-design.ts is the table's map: every entity and each
// of its indexes must appear there, named on the index it uses, so a new entity or index without a
// documented access pattern fails here instead of going unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableDesign } from '../../src/data/table-design';

const dataDirectory = new URL('../../src/data/', import.meta.url);

interface AccessPattern {
  description: string;
  index: string;
  entities: string[];
}

/** Parses the list: `//   description ..... index  entity, entity: keys`, continued on indented lines. */
function accessPatterns(): AccessPattern[] {
  const source = readFileSync(new URL('table-design.ts', dataDirectory), 'utf8');
  const list = source.slice(source.indexOf('// Access patterns'), source.indexOf('export const tableDesign'));
  const patterns: AccessPattern[] = [];
  for (const line of list.split('\n')) {
    const head = /^\/\/ {3}(\S.*?) \.{2,} (\w+) +([A-Za-z, ]+?): /.exec(line);
    if (head) {
      patterns.push({
        description: head[1] ?? '',
        index: head[2] ?? '',
        entities: (head[3] ?? '').split(',').map((name) => name.trim()),
      });
    } else if (/^\/\/ {3}\S/.test(line)) {
      throw new Error(`access pattern line not in the list's format: ${line}`);
    }
  }
  return patterns;
}

/** Each entity file's ElectroDB entity name and the table index of each of its indexes. */
function entityIndexes(): { file: string; entity: string; indexes: string[] }[] {
  const directory = new URL('entities/', dataDirectory);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const source = readFileSync(new URL(file, directory), 'utf8');
      const entity = /entity: '(\w+)'/.exec(source)?.[1] ?? `(no entity name in ${file})`;
      const indexes = [...source.matchAll(/\bpk: \{ field: '(\w+)'/g)].map(([, field]) =>
        field === tableDesign.partitionKey ? 'primary' : (field ?? '').replace(/pk$/, ''),
      );
      return { file, entity, indexes: [...new Set(indexes)] };
    });
}

const indexNames = ['primary', ...tableDesign.globalIndexes.map((index) => index.indexName)];

describe('table design access patterns', () => {
  const patterns = accessPatterns();

  it('lists patterns, each on an index of the table', () => {
    expect(patterns.length).toBeGreaterThan(30);
    for (const pattern of patterns) expect(indexNames, pattern.description).toContain(pattern.index);
  });

  it.each(
    entityIndexes().flatMap(({ file, entity, indexes }) => indexes.map((index) => [file, entity, index])),
  )('%s (%s) is named by an access pattern on %s', (_file, entity, index) => {
    expect(
      patterns.filter((pattern) => pattern.index === index && pattern.entities.includes(entity)),
    ).not.toEqual([]);
  });

  it('names only entities that exist', () => {
    const known = new Set(entityIndexes().map(({ entity }) => entity));
    for (const pattern of patterns) {
      for (const entity of pattern.entities)
        expect(known, `${pattern.description}: ${entity}`).toContain(entity);
    }
  });
});
