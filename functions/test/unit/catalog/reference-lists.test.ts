// GetReferenceLists on in-memory ports: the configured lists merged over the catalogue by Code, and
// a setting that does not parse serves the catalogue and is reported (it must not take the lists
// down, and someone has to learn that it is ignored).
import { describe, expect, it } from 'vitest';
import { defaultReferenceLists } from '@thon/shared/catalog/reference-lists';
import { getReferenceLists } from '../../../src/domain/catalog/reference-lists';
import { RecordingLogger } from '../../support/in-memory/logger';

const deps = (setting: unknown) => ({
  settings: { readReferenceLists: () => Promise.resolve(setting) },
  logger: new RecordingLogger(),
});

describe('reference lists', () => {
  it('merge the configured entries over the catalogue, by Code', async () => {
    const ports = deps({ grades: [{ Code: 'TK', Name: 'Transitional kindergarten' }] });
    const lists = await getReferenceLists(ports);
    expect(lists.grades.map((grade) => grade.Code)).toEqual([
      ...defaultReferenceLists.grades.map((grade) => grade.Code),
      'TK',
    ]);
    expect(ports.logger.entries).toEqual([]);
  });

  it('are the catalogue when the setting is unset', async () => {
    const ports = deps(undefined);
    expect(await getReferenceLists(ports)).toEqual(defaultReferenceLists);
    expect(ports.logger.entries).toEqual([]);
  });

  it('are the catalogue when the setting does not parse, and the bad setting is logged', async () => {
    const ports = deps({ grades: 'not a list' });
    expect(await getReferenceLists(ports)).toEqual(defaultReferenceLists);
    expect(ports.logger.entries).toEqual([
      {
        level: 'error',
        message: 'Ignoring invalid referenceLists setting',
        facts: { issues: [expect.objectContaining({ path: ['grades'] })] },
      },
    ]);
  });
});
