// /organizer/thons/:eventId/reviews: what families put on their student pages, for a person of the
// Thon to review. Pending photos show through short-lived links (approve shows it on the page,
// reject drops it); a photo already on a page can be taken down; every message can be hidden (kept, not shown) or shown again. The Thon's switch
// that allows family photos at all is here too, for those who manage the Thon.
import { useLoaderData } from 'react-router';
import { FormStatus, statusOfAnswer, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { StudentPageReviews } from '../api/review-calls';
import { PrizePagesNav } from '../components/prize-pages-nav';
import type { ReviewActionRequest, ReviewOutcome } from './reviews-actions';
import '../components/prize-pages.css';

export interface ReviewsPageData {
  thonId: string;
  manages: boolean;
  reviews: StudentPageReviews;
}

type Photo = StudentPageReviews['Photos'][number];
type Published = StudentPageReviews['Published'][number];
type Message = StudentPageReviews['Messages'][number];

const who = (entry: { Name: string; ClassName?: string | undefined }) =>
  entry.ClassName ? `${entry.Name} · ${entry.ClassName}` : entry.Name;

/**
 * One decision's fetcher: its own busy state, its answer read out beside it and (unless the action
 * already toasted it) as a toast.
 */
function useDecision(toasts = true) {
  const { busy, answer, submit } = useActionFetcher<ReviewOutcome>();
  const status: FormStatusValue = statusOfAnswer(answer);
  return {
    busy,
    send: (request: ReviewActionRequest) => {
      if (!busy) void submit(request);
    },
    statusLine: <FormStatus status={status} toastFor={toasts ? answer : undefined} />,
  };
}

export function ReviewsPage() {
  const { thonId, manages, reviews } = useLoaderData() as ReviewsPageData;
  return (
    <>
      <title>Family pages review · Thon</title>
      <h1>Family pages review</h1>
      <PrizePagesNav thonId={thonId} />
      <FamilyPhotosSwitch allowed={reviews.FamilyPhotosAllowed} manages={manages} />
      <section aria-labelledby="photos-heading" className="section">
        <h2 id="photos-heading">{`Photos waiting for review (${reviews.Photos.length})`}</h2>
        {reviews.Photos.length === 0 && <p>No photos wait for review.</p>}
        <ul className="review-list">
          {reviews.Photos.map((photo) => (
            // Keyed by the child: a photo replaced meanwhile keeps its refusal in view.
            <PhotoReview key={photo.ParticipantId} photo={photo} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="published-heading" className="section">
        <h2 id="published-heading">{`Photos on student pages (${reviews.Published.length})`}</h2>
        {reviews.Published.length === 0 && <p>No family photo shows on a student page.</p>}
        <ul className="review-list">
          {reviews.Published.map((photo) => (
            <PublishedPhoto key={photo.ParticipantId} photo={photo} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="messages-heading" className="section">
        <h2 id="messages-heading">{`Family messages (${reviews.Messages.length})`}</h2>
        {reviews.Messages.length === 0 && <p>No family messages yet.</p>}
        <ul className="review-list">
          {reviews.Messages.map((message) => (
            <MessageReview key={message.ParticipantId} message={message} />
          ))}
        </ul>
      </section>
    </>
  );
}

function FamilyPhotosSwitch({ allowed, manages }: { allowed: boolean; manages: boolean }) {
  const { busy, send, statusLine } = useDecision();
  return (
    <section aria-labelledby="family-photos-heading" className="section">
      <h2 id="family-photos-heading">Family photos</h2>
      <p>
        {allowed
          ? 'Families may add a photo to their student page; each shows only after it is approved here.'
          : 'Families cannot add photos. A photo needs both this Thon and the parent to agree.'}
      </p>
      {manages && (
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={allowed}
              aria-busy={busy}
              onChange={(event) => send({ intent: 'family-photos', allowed: event.target.checked })}
            />{' '}
            Allow family photos
          </label>
        </div>
      )}
      {statusLine}
    </section>
  );
}

function PhotoReview({ photo }: { photo: Photo }) {
  const { busy, send, statusLine } = useDecision(false);
  const decide = (decision: 'approve' | 'reject') =>
    send({
      intent: 'photo',
      participantId: photo.ParticipantId,
      photoId: photo.PhotoId,
      decision,
      name: photo.Name,
    });
  return (
    <li>
      <p>
        <strong>{who(photo)}</strong>
      </p>
      <img className="review-photo" src={photo.PreviewUrl} alt={`The photo ${photo.Name}'s family added`} />
      <div className="review-actions">
        <button type="button" aria-disabled={busy} onClick={() => decide('approve')}>
          {`Approve the photo of ${photo.Name}`}
        </button>
        <button type="button" aria-disabled={busy} onClick={() => decide('reject')}>
          {`Reject the photo of ${photo.Name}`}
        </button>
      </div>
      {statusLine}
    </li>
  );
}

/** An approved photo, on the child's page now: a person of the Thon can still take it down. */
function PublishedPhoto({ photo }: { photo: Published }) {
  const { busy, send, statusLine } = useDecision(false);
  return (
    <li>
      <p>
        <strong>{who(photo)}</strong>
      </p>
      <img className="review-photo" src={photo.PhotoUrl} alt={`The photo on ${photo.Name}'s page`} />
      <div className="review-actions">
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => send({ intent: 'take-down', participantId: photo.ParticipantId, name: photo.Name })}
        >
          {`Remove the photo of ${photo.Name}`}
        </button>
      </div>
      {statusLine}
    </li>
  );
}

function MessageReview({ message }: { message: Message }) {
  const { busy, send, statusLine } = useDecision();
  return (
    <li>
      <p>
        <strong>{who(message)}</strong> {message.Hidden ? '(hidden)' : '(shown)'}
      </p>
      <blockquote>{message.Message}</blockquote>
      <button
        type="button"
        aria-disabled={busy}
        onClick={() =>
          send({
            intent: 'message',
            participantId: message.ParticipantId,
            hidden: !message.Hidden,
            name: message.Name,
          })
        }
      >
        {message.Hidden ? `Show the message of ${message.Name}` : `Hide the message of ${message.Name}`}
      </button>
      {statusLine}
    </li>
  );
}
