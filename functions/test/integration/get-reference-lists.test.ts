// GET /api/utilities/GetReferenceLists: defaults merged with the server-configured lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReferenceLists } from '@thon/shared/catalog/reference-lists';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();

describe('GET /api/utilities/GetReferenceLists', () => {
  beforeAll(async () => {
    const { writeSetting, settingNames } = await import('../../src/data/repositories/settings-repository');
    await writeSetting(settingNames.referenceLists, {
      grades: [
        { Code: 'K', Name: 'Kindergarten' },
        { Code: 'TK', Name: 'Transitional Kindergarten' },
      ],
    });
  });

  // The table is shared by every test file; other files expect the default lists.
  afterAll(async () => {
    const { writeSetting, settingNames } = await import('../../src/data/repositories/settings-repository');
    await writeSetting(settingNames.referenceLists, {});
  });

  it('merges the configured lists over the defaults, by Code, and is cacheable', async () => {
    const response = await fetch(`${apiUrl}/api/utilities/GetReferenceLists`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=3600, s-maxage=300, stale-while-revalidate=86400',
    );
    const lists = (await response.json()) as typeof defaultReferenceLists;
    expect(lists.grades.find((grade) => grade.Code === 'K')?.Name).toBe('Kindergarten');
    expect(lists.grades.at(-1)).toEqual({ Code: 'TK', Name: 'Transitional Kindergarten' });
    expect(lists.grades).toHaveLength(defaultReferenceLists.grades.length + 1);
    expect(lists.familyRelationships).toEqual(defaultReferenceLists.familyRelationships);
  });

  it('refuses query parameters it does not take', async () => {
    const response = await fetch(`${apiUrl}/api/utilities/GetReferenceLists?x=1`);
    expect(response.status).toBe(400);
  });
});
