import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('Bola’s CPF field', () => {
  it('shows the mask as the player types and refuses a CPF whose check digits do not fit', async () => {
    app = await renderApp('/pt/registration?type=full_reg', { host: 'bola.localhost:8080' });
    const { user } = app;
    const cpf = await screen.findByLabelText(/^CPF/);
    expect(cpf).toHaveAttribute('inputmode', 'numeric');
    await user.type(cpf, '12345678900');
    expect(cpf).toHaveValue('123.456.789-00');
    await user.tab();
    expect(await screen.findByText('Este CPF não existe: confira os dígitos.')).toBeVisible();

    await user.clear(cpf);
    await user.type(cpf, '529x982 24725');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText('Este CPF não existe: confira os dígitos.')).toBeNull(),
    );
  });
});
