// What a parent changes on one child's student page, on the parent dashboard: the message always,
// the photo only where the child's Thon allows family photos.
import type { ParentDashboardChild } from '@thon/shared/api/schemas/participants';
import { FamilyPhotoControls } from './family-photo-controls';
import { PageMessageEditor } from './page-message-editor';

export function FamilyPageControls({ child }: { child: ParentDashboardChild }) {
  const { ParticipantId: participantId, FirstName: firstName } = child.Participant;
  return (
    <>
      <PageMessageEditor
        participantId={participantId}
        firstName={firstName}
        message={child.PageMessage}
        hidden={child.PageMessageHidden}
      />
      {child.FamilyPhotosAllowed && (
        <FamilyPhotoControls
          participantId={participantId}
          firstName={firstName}
          status={child.PhotoStatus}
          photoUrl={child.PhotoUrl}
        />
      )}
    </>
  );
}
