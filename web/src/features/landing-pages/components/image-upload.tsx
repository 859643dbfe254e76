// The landing page's image: choose a file, which is checked here first (JPEG or PNG, or
// the octet-stream some browsers send; at most 8 MB: the spec's messages), then ImageUpload gives a
// presigned S3 POST, the browser posts the file straight to S3 with a progress bar and a Cancel
// button, and ConfirmImageUpload checks the stored object itself (the server's messages are shown
// as they come) and answers the published image, shown as a preview. Nothing is saved until the
// page is: the form keeps the ImageKey and sends it with Save. A cancelled or failed upload leaves
// the page's image as it was.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { fileSizeLimitExceeded, fileTypeNotAllowed } from '@thon/shared/catalog/messages';
import { imageUploaded, uploadCancelled } from '@thon/shared/catalog/landing-page-messages';
import { progressBarMax } from '@thon/shared/catalog/interface-defaults';
import {
  allowedUploadContentTypes,
  maxImageBytes,
  maxImageMegabytes,
  type UploadContentType,
} from '@thon/shared/catalog/uploads';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { ApiError } from '../../../lib/api-client';
import { confirmImageUpload, requestImageUpload, type ConfirmedImage } from '../api/landing-page-calls';
import { usePresignedUpload } from '@/components/use-presigned-upload';
import type { UploadFailed } from '@/lib/post-to-presigned';
import { showToast } from '../../../lib/show-toast';

/** Shown when S3 refuses or cannot be reached and says nothing we have words for. */
export const uploadFailed = 'The image could not be uploaded. Please try again.';

/** The content type to declare: the browser's, or octet-stream when it gives none. */
function declaredType(file: File): string {
  return file.type === '' ? 'application/octet-stream' : file.type;
}

const isAllowedType = (type: string): type is UploadContentType =>
  (allowedUploadContentTypes as readonly string[]).includes(type);

/** The spec's message for a file that cannot be uploaded, or undefined when it may be tried. */
export function fileProblem(file: File): string | undefined {
  if (!isAllowedType(declaredType(file)) || file.size === 0) return fileTypeNotAllowed;
  if (file.size > maxImageBytes) return fileSizeLimitExceeded;
  return undefined;
}

function uploadFailureMessage(error: UploadFailed): string {
  if (error.code === 'EntityTooLarge') return fileSizeLimitExceeded;
  return uploadFailed;
}

export interface CurrentImage {
  ImageUrl: string;
  Width?: number;
  Height?: number;
}

interface ImageUploadProps {
  /** The page's image now (saved or just uploaded), previewed. */
  image: CurrentImage | undefined;
  onUploaded: (image: ConfirmedImage) => void;
  onRemove: () => void;
}

export function ImageUpload({ image, onUploaded, onRemove }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploader = usePresignedUpload();
  const [status, setStatus] = useState<FormStatusValue>(noStatus);

  /** The upload's outcome: said in the status line and confirmed with a toast. */
  function answered(outcome: FormStatusValue) {
    setStatus(outcome);
    showToast(outcome.tone === 'success' ? 'success' : 'error', outcome.message);
  }

  async function upload(file: File) {
    setStatus(noStatus);
    const problem = fileProblem(file);
    if (problem) return setStatus({ title: 'Error', message: problem });
    try {
      const outcome = await uploader.upload(file, {
        request: () =>
          requestImageUpload({
            FileName: file.name,
            ContentType: declaredType(file) as UploadContentType,
            Size: file.size,
          }),
        confirm: (post) => confirmImageUpload(post.UploadId),
      });
      if (outcome.kind === 'cancelled') return setStatus({ message: uploadCancelled });
      if (outcome.kind === 'failed')
        return answered({ title: 'Error', message: uploadFailureMessage(outcome.error) });
      onUploaded(outcome.confirmed);
      answered({ tone: 'success', message: imageUploaded });
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

  const { phase, cancel } = uploader;
  const busy = phase.kind !== 'idle';
  return (
    <fieldset className="image-upload" aria-busy={busy}>
      <legend>Image</legend>
      {image && (
        <figure className="image-upload-preview">
          <img
            src={image.ImageUrl}
            alt="The page's image"
            width={image.Width ?? 1200}
            height={image.Height ?? 675}
          />
        </figure>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>{image ? 'Replace the image' : 'Choose an image'}</label>
        <p className="field-hint" id={`${id}-hint`}>
          {`A JPEG or PNG photo, up to ${maxImageMegabytes} MB. Location and camera details are removed.`}
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={onChange}
        />
      </div>
      {phase.kind === 'uploading' && (
        <div className="image-upload-progress">
          <label htmlFor={`${id}-progress`}>Uploading the image</label>
          <progress id={`${id}-progress`} max={progressBarMax} value={phase.percent}>
            {`${phase.percent}%`}
          </progress>
          <span aria-hidden="true">{`${phase.percent}%`}</span>
          <button type="button" className="button-secondary" onClick={cancel}>
            Cancel upload
          </button>
        </div>
      )}
      {phase.kind === 'checking' && <p role="status">Checking the image…</p>}
      {image && !busy && (
        <p>
          <button type="button" className="button-secondary" onClick={onRemove}>
            Remove the image
          </button>
        </p>
      )}
      <FormStatus status={status} />
    </fieldset>
  );
}
