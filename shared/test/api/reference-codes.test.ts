// Reference-list fields (spec section 3): membership in the merged lists, so a server-configured
// grade, shirt size, organization type, school level or state is accepted, and an unknown value is
// refused with the message the request schemas gave when they checked the catalogue themselves.
import { describe, expect, it } from 'vitest';
import { createThonRequestSchema } from '../../src/api/schemas/events';
import { addParticipantRequestSchema } from '../../src/api/schemas/participants';
import { organizationCodeIssues, participantCodes } from '../../src/api/schemas/reference-codes';
import { defaultReferenceLists, mergeReferenceLists } from '../../src/catalog/reference-lists';

const configured = mergeReferenceLists({
  grades: [{ Code: 'Pre-K3', Name: 'Pre-K (3 year olds)' }],
  shirtSizes: [{ Code: 'AXXL', Name: 'adult extra extra large' }],
  organizationTypes: [{ Code: 'Charter School', Name: 'Charter School' }],
  schoolLevels: [{ Code: 'Junior', Name: 'Junior' }],
  states: [{ Code: 'PR', Name: 'Puerto Rico' }],
});

describe('participant Grade and ShirtSize', () => {
  it("refuses unknown codes with the catalogue's messages", () => {
    expect(participantCodes({ Grade: '13', ShirtSize: 'XXL' }, defaultReferenceLists).issues).toEqual([
      { path: 'Grade', message: 'Grade must be one of PK, K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.' },
      { path: 'ShirtSize', message: 'ShirtSize must be one of YS, YM, YL, AS, AM, AL, AXL.' },
    ]);
  });

  it('accepts server-configured codes, in any case, as the list spells them', () => {
    expect(participantCodes({ Grade: 'PRE-K3', ShirtSize: 'axxl' }, configured)).toEqual({
      Grade: 'Pre-K3',
      ShirtSize: 'AXXL',
      issues: [],
    });
    expect(participantCodes({ Grade: 'PRE-K3' }, defaultReferenceLists).issues).toHaveLength(1);
  });

  it('names the configured codes too when refusing', () => {
    expect(participantCodes({ ShirtSize: 'XXXL' }, configured).issues[0]?.message).toBe(
      'ShirtSize must be one of YS, YM, YL, AS, AM, AL, AXL, AXXL.',
    );
  });

  it('leaves absent fields alone', () => {
    expect(participantCodes({}, defaultReferenceLists)).toEqual({ issues: [] });
  });

  it('the request schema checks only the shape and keeps its message for a non-text value', () => {
    const child = { EventCode: 'LINCOLN26', FirstName: 'Rory', LastName: 'Ashdown' };
    expect(addParticipantRequestSchema.parse({ ...child, Grade: ' pre-k3 ' }).Grade).toBe('PRE-K3');
    const refused = addParticipantRequestSchema.safeParse({ ...child, Grade: 3 });
    expect(refused.error?.issues[0]?.message).toBe(
      'Grade must be one of PK, K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.',
    );
  });
});

describe('a new Thon organization', () => {
  it("refuses unknown values with the catalogue's messages", () => {
    expect(
      organizationCodeIssues(
        { OrganizationType: 'Circus', SchoolLevel: 'University', State: 'ZZ' },
        defaultReferenceLists,
      ),
    ).toEqual([
      { path: 'OrganizationType', message: 'OrganizationType must be one of the organization types' },
      { path: 'SchoolLevel', message: 'SchoolLevel must be one of the school levels' },
      { path: 'State', message: 'State must be one of the states' },
    ]);
  });

  it("accepts the catalogue's and server-configured values; '' is none", () => {
    expect(
      organizationCodeIssues(
        { OrganizationType: 'High School', SchoolLevel: 'High', State: 'TX' },
        configured,
      ),
    ).toEqual([]);
    expect(
      organizationCodeIssues(
        { OrganizationType: 'Charter School', SchoolLevel: '', State: 'PR' },
        configured,
      ),
    ).toEqual([]);
    expect(
      organizationCodeIssues({ OrganizationType: 'Charter School' }, defaultReferenceLists),
    ).toHaveLength(1);
  });

  it('the request schema lets a configured type through and keeps its messages for a missing one', () => {
    const thon = {
      Name: 'Maple Fun Run',
      OrganizationName: 'Maple',
      OrganizationType: 'Charter School',
      StartDate: '2026-04-01',
      EndDate: '2026-04-30',
      TimeZone: 'America/Chicago',
      UnitName: 'lap',
      Goal: 12000,
      MinUnits: 5,
      MaxUnits: 40,
    };
    expect(createThonRequestSchema.safeParse(thon).success).toBe(true);
    expect(
      createThonRequestSchema.safeParse({ ...thon, OrganizationType: '' }).error?.issues[0]?.message,
    ).toBe('OrganizationType must be one of the organization types');
  });
});
