import { act, getDefaultNormalizer, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageUploaded, uploadCancelled } from '@thon/shared/catalog/landing-page-messages';
import {
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
  imageFormatNotSupported,
} from '@thon/shared/catalog/messages';
import { FakeXhr } from '../../../testing/fake-xhr';
import { landingPageApi, uploadFields, uploadUrl } from '../../../testing/landing-page-handlers';
import { server } from '../../../testing/msw-server';
import type { ConfirmedImage } from '../api/landing-page-calls';
import { ImageUpload, type CurrentImage } from './image-upload';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function Uploader({ onUploaded }: { onUploaded: (image: ConfirmedImage) => void }) {
  const [image, setImage] = useState<CurrentImage | undefined>(undefined);
  return (
    <ImageUpload
      image={image}
      onUploaded={(uploaded) => {
        setImage(uploaded);
        onUploaded(uploaded);
      }}
      onRemove={() => setImage(undefined)}
    />
  );
}

/** The spec's messages keep their double spaces ('allowed.  Please'): compared as written. */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const png = (bytes = 2048, name = 'team.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

function setup(options: Parameters<typeof landingPageApi>[0] = {}) {
  const api = landingPageApi(options);
  server.use(...api.handlers);
  const onUploaded = vi.fn();
  // The file input accepts JPEG and PNG; the tests also choose what a person could force on it.
  const user = userEvent.setup({ applyAccept: false });
  render(<Uploader onUploaded={onUploaded} />);
  return { api, onUploaded, user, input: screen.getByLabelText('Choose an image') };
}

async function startedUpload() {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0] as FakeXhr;
}

describe('ImageUpload', () => {
  it('refuses a file that is not an image before uploading anything', async () => {
    const { api, user, input } = setup();
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(fileTypeNotAllowed, exactly)).toBeInTheDocument();
    expect(api.sent.uploads).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('refuses an image over 8 MB before uploading anything', async () => {
    const { api, user, input } = setup();
    await user.upload(input, png(9 * 1024 * 1024, 'huge.png'));
    expect(await screen.findByText(fileSizeLimitExceeded)).toBeInTheDocument();
    expect(api.sent.uploads).toEqual([]);
  });

  it('posts the presigned form straight to S3 with a progress bar, then confirms and previews the image', async () => {
    const { api, onUploaded, user, input } = setup();
    await user.upload(input, png());
    const xhr = await startedUpload();
    expect(api.sent.uploads).toEqual([{ FileName: 'team.png', ContentType: 'image/png', Size: 2048 }]);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(uploadUrl);
    // Every field of the policy first, the file last (S3 ignores fields after it).
    expect(xhr.partNames()).toEqual([...Object.keys(uploadFields), 'file']);
    expect(xhr.body?.get('file')).toBeInstanceOf(File);

    const progress = screen.getByRole('progressbar', { name: 'Uploading the image' });
    expect(progress).toHaveAttribute('max', '100');
    act(() => xhr.progress(512, 2048));
    expect(progress).toHaveProperty('value', 25);
    act(() => xhr.progress(2048, 2048));
    expect(progress).toHaveProperty('value', 100);

    act(() => xhr.respond(204));
    expect(await screen.findByText(imageUploaded)).toBeInTheDocument();
    expect(api.sent.confirms).toEqual([{ UploadId: 'upload-1' }]);
    expect(onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ ImageKey: 'public/landing/upload-1.png' }),
    );
    const preview = screen.getByRole('img', { name: "The page's image" });
    expect(preview).toHaveAttribute('src', 'https://images.test/public/landing/upload-1.png');
    expect(preview).toHaveAttribute('width', '1200');
    expect(preview).toHaveAttribute('height', '800');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload halfway: the request is aborted, nothing is confirmed or kept', async () => {
    const { api, onUploaded, user, input } = setup();
    await user.upload(input, png());
    const xhr = await startedUpload();
    act(() => xhr.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading the image' })).toHaveProperty('value', 50);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText(uploadCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.sent.confirms).toEqual([]);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's message when the stored file is not a supported image", async () => {
    const { onUploaded, user, input } = setup({ confirmRefusal: imageFormatNotSupported });
    await user.upload(input, png(2048, 'renamed.jpg', 'image/jpeg'));
    const xhr = await startedUpload();
    act(() => xhr.respond(204));
    expect(await screen.findByText(imageFormatNotSupported)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends a file without a type as application/octet-stream, and says when S3 refuses it as too large', async () => {
    const { api, user, input } = setup();
    await user.upload(input, png(4096, 'photo', ''));
    const xhr = await startedUpload();
    expect(api.sent.uploads).toEqual([
      { FileName: 'photo', ContentType: 'application/octet-stream', Size: 4096 },
    ]);
    act(() => xhr.respond(400, '<Error><Code>EntityTooLarge</Code></Error>'));
    expect(await screen.findByText(fileSizeLimitExceeded)).toBeInTheDocument();
  });
});
