// A photo replaced between the organizer's read and the decision's write: the conditional write is
// refused, so the decision answers 409 and the copy it had published is taken back (no photo the
// organizer did not see stays public). Only reachable by a race, so tested here with in-memory ports.
import { describe, expect, it } from 'vitest';
import { studentPhotoChanged } from '@thon/shared/catalog/student-page-messages';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import { Conflict } from '../../../src/domain/errors';
import { moderateStudentPage } from '../../../src/domain/student-pages/moderate-page';
import { pendingPhotoKey } from '../../../src/domain/student-pages/photo-keys';
import type { StudentPagePorts, StudentPhotoBucket } from '../../../src/domain/student-pages/ports';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const photoId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const organizer = { userId: 'org-1', sessionId: 's', role: 'organizer' as const };
const participant = {
  participantId: 'p-1',
  eventId: 'e-1',
  teamId: 't-1',
  firstName: 'Mia',
  lastName: 'Page',
  photoStatus: 'pending',
  photoPendingKey: pendingPhotoKey(photoId),
} as ParticipantRecord;
const event = { eventId: 'e-1', organizerUserId: 'org-1', franchiseId: 'direct' } as EventRecord;

function portsWhereTheWriteIsRefused() {
  const calls: string[] = [];
  const photos: StudentPhotoBucket = {
    keepPending: () => Promise.resolve(),
    publish: (id) => (calls.push(`publish ${id}`), Promise.resolve()),
    previewUrl: () => Promise.resolve(''),
    deletePending: (id) => (calls.push(`deletePending ${id}`), Promise.resolve()),
    deletePublished: (id) => (calls.push(`deletePublished ${id}`), Promise.resolve()),
  };
  const scopes = new InMemoryThonScopes().addUser({ userId: 'org-1', role: 'organizer' });
  const deps: Pick<StudentPagePorts, 'reads' | 'pages' | 'photos' | 'cdn' | 'site' | 'ids' | 'clock'> = {
    reads: {
      getUser: scopes.getUser,
      listAssignedThons: scopes.listAssignedThons,
      getParticipant: () => Promise.resolve(participant),
      getEvent: () => Promise.resolve(event),
      getTeam: () => Promise.resolve(undefined),
      isParentLinked: () => Promise.resolve(false),
      listParticipantsOfEvent: () => Promise.resolve([participant]),
      listTeamsOfEvent: () => Promise.resolve([]),
    },
    pages: {
      setPageMessage: () => Promise.resolve(undefined),
      replacePhoto: () => Promise.resolve(false),
      setFamilyPhotosAllowed: () => Promise.resolve(true),
      moderatePage: () => Promise.resolve({ written: false, refused: new Set(['participant' as const]) }),
    },
    photos,
    cdn: new RecordingCdn(),
    site: { webOrigin: () => 'https://thon.example', adminOrigin: () => 'https://admin.thon.example' },
    ids: { newId: () => 'audit-1' },
    clock: { nowMs: () => Date.UTC(2026, 10, 27), nowInSeconds: () => Date.UTC(2026, 10, 27) / 1000 },
  };
  return { deps, calls };
}

describe('ModerateStudentPage when the photo changed between its read and its write', () => {
  it('approving answers 409 and takes the published copy back, keeping the pending original', async () => {
    const { deps, calls } = portsWhereTheWriteIsRefused();
    const decision = moderateStudentPage(deps, organizer, {
      ParticipantId: 'p-1',
      Photo: 'approve',
      PhotoId: photoId,
    });
    await expect(decision).rejects.toThrow(new Conflict(studentPhotoChanged));
    expect(calls).toEqual([`publish ${photoId}`, `deletePublished ${photoId}`]);
  });

  it('rejecting answers 409 and deletes nothing', async () => {
    const { deps, calls } = portsWhereTheWriteIsRefused();
    await expect(
      moderateStudentPage(deps, organizer, { ParticipantId: 'p-1', Photo: 'reject', PhotoId: photoId }),
    ).rejects.toThrow(studentPhotoChanged);
    expect(calls).toEqual([]);
  });
});
