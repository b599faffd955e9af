import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../test/builders';
import { aProposal, ids } from '../test/marketplace-builders';
import { renderAs } from '../test/render-as';

const offline = () => ok({ online: false, checked_at: '2026-06-01T12:00:00.000Z' });
const REASON = 'Necesitas conexión con el servidor para hacer esto.';

describe('actions that need the server, offline', () => {
  it('answering a proposal waits for the connection; countering can be drafted', async () => {
    const { bridge } = renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      getProposal: vi.fn(async () => ok(aProposal())),
      getConnectivity: vi.fn(async () => offline()),
    });
    const actions = await screen.findByRole('group', { name: 'Responder a la propuesta' });
    const accept = within(actions).getByRole('button', { name: 'Aceptar propuesta' });
    await waitFor(() => expect(accept).toBeDisabled());
    expect(accept).toHaveAccessibleDescription(REASON);
    expect(within(actions).getByRole('button', { name: 'Rechazar' })).toBeDisabled();
    expect(within(actions).getByRole('button', { name: 'Contraofertar' })).toBeEnabled();

    act(() =>
      bridge.emit('connectivityChanged', { online: true, checked_at: '2026-06-01T12:01:00Z' }),
    );
    await waitFor(() => expect(accept).toBeEnabled());
    expect(accept).not.toHaveAccessibleDescription();
  });

  it('buying credits waits for the connection', async () => {
    renderAs('influencer', '/billing', { getConnectivity: vi.fn(async () => offline()) });
    const packages = await screen.findByRole('list', { name: /paquetes/i });
    const buttons = within(packages).getAllByRole('button', { name: 'Comprar' });
    await waitFor(() => buttons.forEach((button) => expect(button).toBeDisabled()));
    expect(buttons[0]).toHaveAttribute('title', REASON);
  });
});
