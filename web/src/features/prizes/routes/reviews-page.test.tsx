// /organizer/thons/:eventId/reviews against the fake review queue (testing/student-review-handlers.ts):
// approving and rejecting a pending photo (naming the photo seen), a photo replaced meanwhile
// refused, taking down a photo already on a page, hiding and showing a family message, the family
// photos switch (not offered to an
// event-day worker), the empty states; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  familyPhotosOff,
  messageHidden,
  messageShown,
  photoApproved,
  photoRejected,
  photoTakenDown,
} from '@thon/shared/catalog/prize-page-messages';
import { studentPhotoChanged } from '@thon/shared/catalog/student-page-messages';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs } from '@/testing/sessions';
import { reviewsFixture, studentReviewApi } from '@/testing/student-review-handlers';
import { organizerSession } from '@/testing/thon-handlers';

function openReviews(reviews = reviewsFixture(), session = organizerSession) {
  const api = studentReviewApi({ reviews });
  server.use(...api.handlers);
  signInAs(session);
  return { api, ...renderApp('/organizer/thons/evt-new/reviews') };
}

const photosSection = async () =>
  within(await screen.findByRole('region', { name: /^Photos waiting for review/ }));

describe('the family pages review', () => {
  it('shows a pending photo with the child and class, and approves the photo it shows', async () => {
    const { api, user } = openReviews();
    const photos = await photosSection();
    expect(photos.getByRole('heading', { name: 'Photos waiting for review (1)' })).toBeInTheDocument();
    expect(photos.getByText('Ava Adams · Room 12')).toBeInTheDocument();
    expect(photos.getByRole('img', { name: "The photo Ava Adams's family added" })).toHaveAttribute(
      'src',
      'https://uploads.test/pending/ava.jpg?signature=abc',
    );
    await user.click(photos.getByRole('button', { name: 'Approve the photo of Ava Adams' }));
    expect(await photos.findByText('No photos wait for review.')).toBeInTheDocument();
    expect(api.sent.decisions).toEqual([
      { ParticipantId: 'p-ava', PhotoId: 'photo-ava-1', Photo: 'approve' },
    ]);
    await waitFor(async () => expect(await toastTexts()).toContain(photoApproved('Ava Adams')));
  });

  it('rejects a photo', async () => {
    const { api, user } = openReviews();
    const photos = await photosSection();
    await user.click(photos.getByRole('button', { name: 'Reject the photo of Ava Adams' }));
    expect(await photos.findByText('No photos wait for review.')).toBeInTheDocument();
    expect(api.sent.decisions).toEqual([{ ParticipantId: 'p-ava', PhotoId: 'photo-ava-1', Photo: 'reject' }]);
    await waitFor(async () => expect(await toastTexts()).toContain(photoRejected('Ava Adams')));
  });

  it('shows the refusal when the family put another photo in its place, then the new photo', async () => {
    const { api, user } = openReviews();
    const photos = await photosSection();
    api.replacePhoto('p-ava', 'photo-ava-2');
    await user.click(photos.getByRole('button', { name: 'Approve the photo of Ava Adams' }));
    expect(await photos.findByText(studentPhotoChanged)).toBeInTheDocument();
    // The reloaded queue shows the new photo: the next decision names it.
    await user.click(photos.getByRole('button', { name: 'Approve the photo of Ava Adams' }));
    await waitFor(() => expect(api.sent.decisions).toHaveLength(2));
    expect(api.sent.decisions[1]).toEqual({
      ParticipantId: 'p-ava',
      PhotoId: 'photo-ava-2',
      Photo: 'approve',
    });
  });

  it('hides a family message and shows it again', async () => {
    const { api, user } = openReviews();
    const messages = within(await screen.findByRole('region', { name: 'Family messages (1)' }));
    expect(messages.getByText('Go Ben go!')).toBeInTheDocument();
    expect(messages.getByText('Ben Brown · Room 14')).toBeInTheDocument();
    await user.click(messages.getByRole('button', { name: 'Hide the message of Ben Brown' }));
    expect(await messages.findByText(messageHidden('Ben Brown'))).toBeInTheDocument();
    expect(messages.getByText('(hidden)')).toBeInTheDocument();
    await user.click(messages.getByRole('button', { name: 'Show the message of Ben Brown' }));
    expect(await messages.findByText(messageShown('Ben Brown'))).toBeInTheDocument();
    expect(api.sent.decisions).toEqual([
      { ParticipantId: 'p-ben', MessageHidden: true },
      { ParticipantId: 'p-ben', MessageHidden: false },
    ]);
  });

  it('switches family photos off for the Thon', async () => {
    const { api, user } = openReviews();
    const section = within(await screen.findByRole('region', { name: 'Family photos' }));
    const allow = section.getByRole('checkbox', { name: 'Allow family photos' });
    expect(allow).toBeChecked();
    await user.click(allow);
    expect(await section.findByText(familyPhotosOff)).toBeInTheDocument();
    expect(section.getByRole('checkbox', { name: 'Allow family photos' })).not.toBeChecked();
    expect(api.sent.switches).toEqual([{ ThonId: 'evt-new', Allowed: false }]);
  });

  it('lists the photos already on student pages and takes one down', async () => {
    const { api, user } = openReviews(
      reviewsFixture({
        Published: [
          {
            ParticipantId: 'p-cal',
            Name: 'Cal Cruz',
            ClassName: 'Room 9',
            PhotoUrl: 'https://cdn.test/images/students/photo-cal.webp',
          },
        ],
      }),
    );
    const published = within(await screen.findByRole('region', { name: 'Photos on student pages (1)' }));
    expect(published.getByText('Cal Cruz · Room 9')).toBeInTheDocument();
    expect(published.getByRole('img', { name: "The photo on Cal Cruz's page" })).toHaveAttribute(
      'src',
      'https://cdn.test/images/students/photo-cal.webp',
    );
    await user.click(published.getByRole('button', { name: 'Remove the photo of Cal Cruz' }));
    expect(await screen.findByText('No family photo shows on a student page.')).toBeInTheDocument();
    expect(api.sent.removals).toEqual([{ ParticipantId: 'p-cal' }]);
    await waitFor(async () => expect(await toastTexts()).toContain(photoTakenDown('Cal Cruz')));
  });

  it('says when nothing waits, and offers no photo switch to an event-day worker', async () => {
    openReviews(
      reviewsFixture({ Photos: [], Messages: [], FamilyPhotosAllowed: false }),
      makeSession('franchisee-team-leader', { UserId: 'user-tl', FirstName: 'Tia', LastName: 'Lee' }),
    );
    expect(await screen.findByText('No photos wait for review.')).toBeInTheDocument();
    expect(screen.getByText('No family messages yet.')).toBeInTheDocument();
    expect(screen.getByText(/Families cannot add photos/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Allow family photos' })).not.toBeInTheDocument();
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    openReviews();
    await photosSection();
    expect(await seriousViolations()).toEqual([]);
  });
});
