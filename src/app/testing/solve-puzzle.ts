import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';

/** Moves the puzzle's slider to the gap the server keeps, as a player looking at it would. */
export async function solvePuzzle(app: { server: FastifyInstance; user: UserEvent }) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm that you are not a robot' });
  const piece = await waitFor(() => {
    const img = dialog.querySelector('img.puzzle__piece');
    if (!img) throw new Error('no puzzle yet');
    return img;
  });
  const id = (piece.getAttribute('src') ?? '').split('/')[3];
  const [row] = await app.server.db.query<{ answer: number }>(
    'SELECT answer FROM captcha_challenges WHERE id = $1',
    [id],
  );
  fireEvent.change(within(dialog).getByRole('slider'), { target: { value: String(row?.answer) } });
  await app.user.click(within(dialog).getByRole('button', { name: 'Check' }));
}
