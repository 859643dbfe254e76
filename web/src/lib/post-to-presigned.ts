// The browser's half of a presigned S3 POST: the form's fields first, then the file
// last (S3 ignores every field after `file`), posted with XMLHttpRequest because fetch reports no
// upload progress and the person may cancel. The upload never passes through a Lambda.

export interface PresignedPost {
  Url: string;
  Fields: Readonly<Record<string, string>>;
}

export interface RunningUpload {
  /** Settles when S3 has answered: resolves on 2xx, rejects with UploadFailed or UploadCancelled. */
  done: Promise<void>;
  /** Stops the upload (xhr.abort()); `done` rejects with UploadCancelled. */
  cancel: () => void;
}

export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

export class UploadFailed extends Error {
  override readonly name = 'UploadFailed';
  /** The HTTP status; 0 when S3 could not be reached. */
  readonly status: number;
  /** S3's error code (EntityTooLarge, AccessDenied…), when it sent one. */
  readonly code: string | undefined;

  constructor(status: number, code?: string) {
    super(`The upload failed${status ? ` (${status}${code ? ` ${code}` : ''})` : ''}.`);
    this.status = status;
    this.code = code;
  }
}

/** S3 answers a refused POST with an XML error body: <Error><Code>EntityTooLarge</Code>…. */
function s3ErrorCode(body: string): string | undefined {
  return /<Code>([^<]+)<\/Code>/u.exec(body)?.[1];
}

export function postToPresigned(
  post: PresignedPost,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
): RunningUpload {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.Fields)) form.append(name, value);
  form.append('file', file);

  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadFailed(xhr.status, s3ErrorCode(String(xhr.responseText ?? ''))));
    });
    xhr.addEventListener('error', () => reject(new UploadFailed(0)));
    xhr.addEventListener('timeout', () => reject(new UploadFailed(0)));
    xhr.addEventListener('abort', () => reject(new UploadCancelled('The upload was cancelled.')));
  });
  xhr.open('POST', post.Url);
  xhr.send(form);
  return { done, cancel: () => xhr.abort() };
}
