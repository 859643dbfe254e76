// The camera loop with the browser's parts stood in for (jsdom has no camera): frames are read
// through the decoder until stopped, and a bib held in view counts once, not once a frame.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './camera-scanner';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('the camera scanner', () => {
  it('reads frames while started, reports a bib in view once, and stops the camera', async () => {
    const stopTrack = vi.fn();
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    let frames = 0;
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = () => Promise.resolve(['qr_code']);
      detect = () => {
        frames += 1;
        return Promise.resolve([{ rawValue: 'THONLAP-AAAAAAAAAAAA' }]);
      };
    };
    const scans: string[] = [];
    const user = userEvent.setup();
    render(<CameraScanner onScan={(text) => scans.push(text)} />);

    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    await waitFor(() => expect(frames).toBeGreaterThanOrEqual(4));
    expect(scans).toEqual(['THONLAP-AAAAAAAAAAAA']);

    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });

  it('says so when the camera cannot start', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new Error('NotAllowedError')) },
    });
    const user = userEvent.setup();
    render(<CameraScanner onScan={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera could not start.');
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });
});
