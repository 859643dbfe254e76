import { describe, expect, it } from 'vitest';
import { writesOwnPage } from '@thon/shared/prizes/own-page-grade';
import {
  isUploadOf,
  pendingPhotoKey,
  photoIdOf,
  publishedPhotoUrl,
  studentUploadId,
} from '../../../src/domain/student-pages/photo-keys';

const photoId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const site = { webOrigin: () => 'https://thon.example/', adminOrigin: () => 'https://admin.thon.example' };

describe('a participant writing their own page', () => {
  it('may from grade 8 to 12', () => {
    expect(['8', '9', '10', '11', '12', ' 8 '].map(writesOwnPage)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('may not below grade 8, without a grade, or with a grade that is not a number', () => {
    expect([undefined, '', 'PK', 'K', '1', '5', '7', 'Grade 9', '13', '08a'].map(writesOwnPage)).toEqual(
      Array.from({ length: 10 }, () => false),
    );
  });
});

describe('student photo keys', () => {
  it('an upload key belongs to the participant it was made for, and to nothing else', () => {
    const key = studentUploadId('p-1', photoId);
    expect(isUploadOf('p-1', key)).toBe(true);
    expect(isUploadOf('p-2', key)).toBe(false);
    expect(isUploadOf('p-1', `student-photo/p-1/../p-2/${photoId}`)).toBe(false);
    expect(isUploadOf('p-1', photoId)).toBe(false);
  });

  it('reads the photo id back from the pending key and the published URL only', () => {
    expect(photoIdOf(pendingPhotoKey(photoId))).toBe(photoId);
    expect(publishedPhotoUrl(site, photoId)).toBe(`https://thon.example/images/students/${photoId}.webp`);
    expect(photoIdOf(publishedPhotoUrl(site, photoId))).toBe(photoId);
    expect(photoIdOf(`https://thon.example/images/landing/${photoId}.webp`)).toBeUndefined();
    expect(photoIdOf(undefined)).toBeUndefined();
  });
});
