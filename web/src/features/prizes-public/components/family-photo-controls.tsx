// The photo on a child's page, from the parent dashboard, only where the Thon allows photos: the
// parent first ticks "I agree to show this photo on Maya's page" (the file input stays disabled
// until then, and each upload asks again), then the file goes through the presigned pipeline
// (StudentPhotoUpload with the consent, the browser's POST to S3, ConfirmStudentPhotoUpload: checked
// and re-encoded, location and camera details removed) and waits for the organizer's approval. The
// state shows as it is: waiting, shown (with the photo) or not approved; Remove deletes it.
import { useId, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { studentPhotoContentTypes } from '@thon/shared/api/schemas/student-pages';
import { fileSizeLimitExceeded } from '@thon/shared/catalog/messages';
import { prizeDonorTexts as texts } from '@thon/shared/catalog/prize-donor-messages';
import { familyPageTexts as familyTexts } from '@thon/shared/catalog/family-page-messages';
import { studentPhotoTypeNotAllowed } from '@thon/shared/catalog/student-page-messages';
import { maxImageBytes, maxImageMegabytes } from '@thon/shared/catalog/uploads';
import { progressBarMax } from '@thon/shared/catalog/interface-defaults';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { usePresignedUpload } from '@/components/use-presigned-upload';
import { useT } from '@/i18n/translation';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/show-toast';
import { confirmStudentPhotoUpload, requestStudentPhotoUpload } from '../api/student-page-calls';
import type { PhotoStatusView } from '../prize-views';
import type { FamilyPageOutcome, FamilyPageRequest } from '../routes/family-page-actions';
import '../prizes-public.css';

type PhotoType = (typeof studentPhotoContentTypes)[number];
const isPhotoType = (type: string): type is PhotoType =>
  (studentPhotoContentTypes as readonly string[]).includes(type);

/** Why a file cannot be sent, checked before asking the server (which checks again). */
function photoProblem(file: File): string | undefined {
  if (!isPhotoType(file.type) || file.size === 0) return studentPhotoTypeNotAllowed;
  if (file.size > maxImageBytes) return fileSizeLimitExceeded;
  return undefined;
}

function PhotoState({
  status,
  photoUrl,
  firstName,
}: {
  status: PhotoStatusView | undefined;
  photoUrl: string | undefined;
  firstName: string;
}) {
  const t = useT();
  if (status === 'pending') return <p className="notice">{t(familyTexts.photoPending)}</p>;
  if (status === 'rejected') return <p className="notice">{t(familyTexts.photoRejected)}</p>;
  if (status !== 'approved') return null;
  return (
    <>
      <p>{t(familyTexts.photoApproved)}</p>
      {photoUrl && (
        <img
          className="family-photo"
          src={photoUrl}
          alt={t(texts.photoOf, { name: firstName })}
          width={240}
          height={240}
        />
      )}
    </>
  );
}

export function FamilyPhotoControls({
  participantId,
  firstName,
  status,
  photoUrl,
}: {
  participantId: string;
  firstName: string;
  status: PhotoStatusView | undefined;
  photoUrl: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const uploader = usePresignedUpload();
  const removal = useActionFetcher<FamilyPageOutcome>();
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState<FormStatusValue>(noStatus);

  /** The upload's outcome: said in the status line and confirmed with a toast. */
  function answered(outcome: FormStatusValue) {
    setNote(outcome);
    showToast(outcome.tone === 'success' ? 'success' : 'error', t(outcome.message));
  }

  async function upload(file: File) {
    setNote(noStatus);
    const problem = photoProblem(file);
    if (problem) return setNote({ title: 'Error', message: problem });
    // Consent is given for this file: the next one asks again.
    setConsent(false);
    try {
      const outcome = await uploader.upload(file, {
        request: () =>
          requestStudentPhotoUpload({
            ParticipantId: participantId,
            ContentType: file.type as PhotoType,
            Size: file.size,
            Consent: true,
          }),
        confirm: (post) => confirmStudentPhotoUpload(participantId, post.UploadKey),
      });
      if (outcome.kind === 'cancelled') return setNote({ message: familyTexts.photoUploadCancelled });
      if (outcome.kind === 'failed') {
        return answered({
          title: 'Error',
          message:
            outcome.error.code === 'EntityTooLarge' ? fileSizeLimitExceeded : familyTexts.photoUploadFailed,
        });
      }
      answered({ tone: 'success', message: familyTexts.photoSent });
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) answered({ title: 'Error', message: error.message });
      else throw error;
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a cancel) uploads it again.
    event.target.value = '';
    if (file) void upload(file);
  }

  const remove = () => {
    const request: FamilyPageRequest = { intent: 'remove-photo', participantId };
    void removal.submit(request);
  };
  const removalStatus: FormStatusValue = !removal.answer
    ? noStatus
    : removal.answer.ok
      ? { tone: 'success', message: removal.answer.message }
      : { title: 'Error', message: removal.answer.message };
  const { phase, busy } = uploader;
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h3 id={`${id}-heading`}>{t(familyTexts.photoHeading, { name: firstName })}</h3>
      <PhotoState status={status} photoUrl={photoUrl} firstName={firstName} />
      {status && (
        <p>
          <button type="button" className="button-secondary" disabled={busy || removal.busy} onClick={remove}>
            {t(familyTexts.removePhoto)}
          </button>
        </p>
      )}
      <FormStatus status={removalStatus} toastFor={removal.answer} />
      <div className="field">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={consent}
          disabled={busy}
          aria-describedby={`${id}-consent-hint`}
          onChange={(event) => setConsent(event.target.checked)}
        />{' '}
        <label htmlFor={`${id}-consent`}>{t(familyTexts.photoConsent, { name: firstName })}</label>
        <p className="field-hint" id={`${id}-consent-hint`}>
          {t(familyTexts.photoConsentHint)}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t(familyTexts.choosePhoto)}</label>
        <p className="field-hint" id={`${id}-file-hint`}>
          {t(familyTexts.photoFileHint, { megabytes: maxImageMegabytes })}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept={studentPhotoContentTypes.join(',')}
          aria-describedby={`${id}-file-hint`}
          disabled={!consent || busy}
          onChange={onChange}
        />
      </div>
      {phase.kind === 'uploading' && (
        <div className="image-upload-progress">
          <label htmlFor={`${id}-progress`}>{t(familyTexts.uploadingPhoto)}</label>
          <progress id={`${id}-progress`} max={progressBarMax} value={phase.percent}>
            {`${phase.percent}%`}
          </progress>
          <button type="button" className="button-secondary" onClick={uploader.cancel}>
            {t(familyTexts.cancelUpload)}
          </button>
        </div>
      )}
      {phase.kind === 'checking' && <p role="status">{t(familyTexts.checkingPhoto)}</p>}
      <FormStatus status={note} />
    </section>
  );
}
