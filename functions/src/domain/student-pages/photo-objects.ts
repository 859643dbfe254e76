// The objects behind a participant's photo fields: what a replacement or a removal deletes once the
// fields no longer point at them (never before: a refused write must leave a working photo).
import { photoIdOf, publishedPhotoPath } from './photo-keys';
import type { PhotoState, StudentPhotoBucket } from './ports';

export const photoStateOf = (state: PhotoState): PhotoState => ({
  ...(state.photoStatus ? { photoStatus: state.photoStatus } : {}),
  ...(state.photoPendingKey ? { photoPendingKey: state.photoPendingKey } : {}),
  ...(state.photoUrl ? { photoUrl: state.photoUrl } : {}),
});

/** Deletes the pending and published objects of `state`; answers the published paths to invalidate. */
export async function deletePhotoObjects(photos: StudentPhotoBucket, state: PhotoState): Promise<string[]> {
  const pendingId = photoIdOf(state.photoPendingKey);
  const publishedId = photoIdOf(state.photoUrl);
  await Promise.all([
    pendingId ? photos.deletePending(pendingId) : undefined,
    publishedId ? photos.deletePublished(publishedId) : undefined,
  ]);
  return publishedId ? [publishedPhotoPath(publishedId)] : [];
}
