// A product's images (at most six, in display order; the first is the card's): each can be
// removed or moved earlier (UpdateProduct with the new list, through the page's action); a new one goes through the landing pages' presigned
// pipeline: the file is checked here first (the same rules and messages), ProductImageUpload gives
// a presigned S3 POST the browser posts the file to with a progress bar and Cancel, and
// ConfirmProductImageUpload checks the stored object (re-encoded, location and camera details
// removed) and appends it. The page's data is then read again, so the next write has the new Version.
import { useId, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { maxProductImages } from '@thon/shared/api/schemas/shop-catalog';
import { imageUploaded, uploadCancelled } from '@thon/shared/catalog/landing-page-messages';
import { fileSizeLimitExceeded } from '@thon/shared/catalog/messages';
import { progressBarMax } from '@thon/shared/catalog/interface-defaults';
import { maxImageMegabytes, type UploadContentType } from '@thon/shared/catalog/uploads';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/show-toast';
import { fileProblem, uploadFailed } from '@/features/landing-pages/components/image-upload';
import { usePresignedUpload } from '@/components/use-presigned-upload';
import { confirmProductImageUpload, requestProductImageUpload, type Product } from '../api/catalog-calls';
import type { ManageActionRequest, ManageOutcome } from '../routes/manage-actions';

export function ProductImages({ product }: { product: Product }) {
  const id = useId();
  const revalidator = useRevalidator();
  const removal = useActionFetcher<ManageOutcome>();
  const uploader = usePresignedUpload();
  const [status, setStatus] = useState<FormStatusValue>(noStatus);

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
          requestProductImageUpload({
            ProductId: product.ProductId,
            FileName: file.name,
            ContentType: (file.type || 'application/octet-stream') as UploadContentType,
            Size: file.size,
          }),
        confirm: (post) => confirmProductImageUpload(product.ProductId, post.UploadId),
      });
      if (outcome.kind === 'cancelled') return setStatus({ message: uploadCancelled });
      if (outcome.kind === 'failed') {
        return answered({
          title: 'Error',
          message: outcome.error.code === 'EntityTooLarge' ? fileSizeLimitExceeded : uploadFailed,
        });
      }
      answered({ tone: 'success', message: imageUploaded });
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

  /** Saves the list of images (one removed, or one moved earlier) at the Version read. */
  function save(images: string[], change: 'removed' | 'reordered') {
    if (removal.busy) return;
    const request: ManageActionRequest = {
      intent: 'set-images',
      productId: product.ProductId,
      version: product.Version,
      images,
      change,
    };
    void removal.submit(request);
  }

  function moveEarlier(index: number) {
    const images = [...product.Images];
    const [moved] = images.splice(index, 1);
    if (moved !== undefined) images.splice(index - 1, 0, moved);
    save(images, 'reordered');
  }

  const removalStatus: FormStatusValue = !removal.answer
    ? noStatus
    : removal.answer.ok
      ? { tone: 'success', message: removal.answer.message }
      : { title: 'Error', message: removal.answer.message };
  const { phase, busy } = uploader;
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h2 id={`${id}-heading`}>Images</h2>
      {product.Images.length === 0 ? (
        <p>No images yet.</p>
      ) : (
        <ul className="product-images-list">
          {product.Images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${product.Name}, picture ${index + 1}`} width={320} height={240} />
              {index > 0 && (
                <button type="button" className="button-secondary" onClick={() => moveEarlier(index)}>
                  {`Move picture ${index + 1} earlier`}
                </button>
              )}
              <button
                type="button"
                className="button-secondary"
                onClick={() =>
                  save(
                    product.Images.filter((each) => each !== url),
                    'removed',
                  )
                }
              >
                {`Remove picture ${index + 1}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormStatus status={removalStatus} toastFor={removal.answer} />
      {product.Images.length < maxProductImages ? (
        <div className="field">
          <label htmlFor={`${id}-file`}>Add an image</label>
          <p className="field-hint" id={`${id}-hint`}>
            {`A JPEG or PNG photo, up to ${maxImageMegabytes} MB; at most ${maxProductImages} images. Location and camera details are removed.`}
          </p>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={onChange}
          />
        </div>
      ) : (
        <p>{`This product has ${maxProductImages} images, the most it may have: remove one to add another.`}</p>
      )}
      {phase.kind === 'uploading' && (
        <div className="image-upload-progress">
          <label htmlFor={`${id}-progress`}>Uploading the image</label>
          <progress id={`${id}-progress`} max={progressBarMax} value={phase.percent}>
            {`${phase.percent}%`}
          </progress>
          <button type="button" className="button-secondary" onClick={uploader.cancel}>
            Cancel upload
          </button>
        </div>
      )}
      {phase.kind === 'checking' && <p role="status">Checking the image…</p>}
      <FormStatus status={status} />
    </section>
  );
}
