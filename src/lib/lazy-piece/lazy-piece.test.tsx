import { Writable } from 'node:stream';

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { lazyPiece, preloadPieces, RenderedPiecesContext } from './lazy-piece';

const MODULE = '/src/lib/lazy-piece/testing/greeting.tsx';

/** The platform's way: the markup once every boundary is complete. */
function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

describe('lazyPiece', () => {
  it('shows its fallback in the browser until its module is in, then keeps its state across renders', async () => {
    const Greeting = lazyPiece(
      `${MODULE}?browser`,
      () => import('./testing/greeting').then((m) => m.Greeting),
      () => <p>Loading</p>,
    );
    const { rerender } = render(<Greeting name="Ann" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Hello Ann, 0 clicks' });
    await userEvent.click(button);
    rerender(<Greeting name="Bob" />);
    // The same button, its count kept: the piece did not mount again once loaded.
    expect(screen.getByRole('button', { name: 'Hello Bob, 1 clicks' })).toBe(button);
  });

  it('is recorded by a platform render, and hydrates that markup at once once preloaded', async () => {
    const piece = () =>
      lazyPiece(
        `${MODULE}?server`,
        () => import('./testing/greeting').then((m) => m.Greeting),
        () => <p>Loading</p>,
      );
    // The platform's bundle and the browser's are two programs: one piece each.
    const OnPlatform = piece();
    const shown = new Set<string>();
    const html = await serverHtml(
      <RenderedPiecesContext.Provider value={shown}>
        <OnPlatform name="Ann" />
      </RenderedPiecesContext.Provider>,
    );
    expect(shown).toEqual(new Set([`${MODULE}?server`]));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const served = container.querySelector('button');
    expect(served).toHaveTextContent('Hello Ann, 0 clicks');

    const InBrowser = piece();
    await preloadPieces([...shown, '/src/nothing-of-that-name.tsx']);
    const errors: unknown[] = [];
    act(() => {
      render(<InBrowser name="Ann" />, {
        container,
        hydrate: true,
        onRecoverableError: (error) => void errors.push(error),
      });
    });
    // Hydrated in the same pass (the platform's button is React's now), no fallback between.
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(served);
    expect(Object.keys(served!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    await userEvent.click(served!);
    expect(served).toHaveTextContent('Hello Ann, 1 clicks');
  });
});
