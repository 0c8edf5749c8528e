import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MediaImage, PLACEHOLDER_PIXEL } from './media-image';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

/** jsdom has no HTMLImageElement.decode (browsers all do): this test's, for this test. */
function withDecode(decode: () => Promise<void>) {
  const spy = vi.fn(decode);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: spy, configurable: true });
  return spy;
}

describe('MediaImage', () => {
  it('shows the media, and the placeholder pixel after a load failure, logged once naming the URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<MediaImage src="/media/logo.svg" alt="Brand" height={32} />);
    const image = screen.getByRole('img', { name: 'Brand' });
    expect(image).toHaveAttribute('src', '/media/logo.svg');
    expect(image).toHaveAttribute('height', '32');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_PIXEL);
    fireEvent.error(image);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/media/logo.svg');
    // Nothing else is shown: the same image, its name intact, no text added.
    expect(screen.getByRole('img', { name: 'Brand' })).toBe(image);
  });

  it('takes over an image that failed before the page hydrated (its error event came too early)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As the browser leaves a broken image: finished loading, nothing to decode.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    withDecode(() => Promise.reject(new Error('EncodingError')));
    const warn = vi.mocked(console.warn);
    render(<MediaImage src="/media/gone.png" alt="Brand" />);
    // Its late error event too: the failure is still logged once.
    fireEvent.error(screen.getByRole('img', { name: 'Brand' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Brand' })).toHaveAttribute('src', PLACEHOLDER_PIXEL),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs a failure once when two reports of it come before the page updates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<MediaImage src="/media/gone.png" alt="Brand" />);
    const image = screen.getByRole('img', { name: 'Brand' });
    // As the browser's late error event and the on-mount check can: no render between them.
    image.dispatchEvent(new Event('error'));
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image).toHaveAttribute('src', PLACEHOLDER_PIXEL));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves a finished image that decodes (an SVG without a size has no natural width)', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = withDecode(() => Promise.resolve());
    render(<MediaImage src="/media/logo.svg" alt="Brand" />);
    await waitFor(() => expect(decode).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Brand' })).toHaveAttribute('src', '/media/logo.svg');
  });

  it('the placeholder is a 1×1 transparent GIF data URI', () => {
    expect(PLACEHOLDER_PIXEL).toMatch(/^data:image\/gif;base64,/);
    const bytes = atob(PLACEHOLDER_PIXEL.split(',')[1] ?? '');
    expect(bytes.slice(0, 6)).toBe('GIF89a');
    // Logical screen width and height, little-endian, right after the signature.
    expect(bytes.charCodeAt(6) | (bytes.charCodeAt(7) << 8)).toBe(1);
    expect(bytes.charCodeAt(8) | (bytes.charCodeAt(9) << 8)).toBe(1);
  });

  it('gives a new URL its own chance to load', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(<MediaImage src="/media/a.png" alt="" />);
    const image = document.querySelector('img')!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_PIXEL);
    rerender(<MediaImage src="/media/b.png" alt="" />);
    expect(image).toHaveAttribute('src', '/media/b.png');
  });
});
