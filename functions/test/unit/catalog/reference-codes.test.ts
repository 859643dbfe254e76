// The API's membership check for reference-list fields reads the merged lists (the referenceLists
// setting over the catalogue): a configured entry passes, an unknown value is the 400 a schema
// failure gives (RuleBroken, the catalogue's message, the field's issue).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkOrganizationCodes as checkOrganization,
  checkParticipantCodes as checkParticipant,
  type ReferenceCodeDeps,
} from '../../../src/domain/catalog/reference-codes';
import { getReferenceLists } from '../../../src/domain/catalog/reference-lists';
import { RuleBroken } from '../../../src/domain/errors';
import { RecordingLogger } from '../../support/in-memory/logger';

let reads: number;
let setting: unknown;
const deps: ReferenceCodeDeps = {
  settings: {
    readReferenceLists: () => {
      reads += 1;
      return Promise.resolve(setting);
    },
  },
};
const checkParticipantCodes = (request: Parameters<typeof checkParticipant>[1]) =>
  checkParticipant(deps, request);
const checkOrganizationCodes = (request: Parameters<typeof checkOrganization>[1]) =>
  checkOrganization(deps, request);

beforeEach(() => {
  reads = 0;
  setting = {
    grades: [{ Code: 'TK', Name: 'Transitional kindergarten' }],
    organizationTypes: [{ Code: 'Charter School', Name: 'Charter School' }],
  };
});

describe('reference-list fields against the merged lists', () => {
  it('accepts a server-configured grade and organization type', async () => {
    await expect(checkParticipantCodes({ Grade: 'TK', ShirtSize: 'AM' })).resolves.toEqual({
      Grade: 'TK',
      ShirtSize: 'AM',
    });
    await expect(checkOrganizationCodes({ OrganizationType: 'Charter School' })).resolves.toBeUndefined();
  });

  it("refuses an unknown value with the catalogue's message and the field", async () => {
    const refusal = await checkOrganizationCodes({ OrganizationType: 'Circus', State: 'TX' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RuleBroken);
    expect(refusal).toMatchObject({
      message: 'OrganizationType must be one of the organization types',
      issues: [
        { path: 'OrganizationType', message: 'OrganizationType must be one of the organization types' },
      ],
    });
    await expect(checkParticipantCodes({ Grade: '13' })).rejects.toThrow(
      'Grade must be one of PK, K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, TK.',
    );
  });

  it('reads no setting when the request has no grade or size', async () => {
    await expect(checkParticipantCodes({})).resolves.toEqual({});
    expect(reads).toBe(0);
  });

  it('serves the catalogue when the setting is unset or invalid', async () => {
    setting = { grades: 'not a list' };
    await expect(checkParticipantCodes({ Grade: 'TK' })).rejects.toBeInstanceOf(RuleBroken);
    setting = undefined;
    await expect(checkParticipantCodes({ Grade: 'K' })).resolves.toEqual({ Grade: 'K' });
    const lists = await getReferenceLists({ ...deps, logger: new RecordingLogger() });
    expect(lists.grades.some((grade) => grade.Code === 'TK')).toBe(false);
  });
});
