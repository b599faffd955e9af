import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import { fail, ok } from '../../test/builders';
import { installFakeBridge } from '../../test/fake-bridge';
import { creatorId } from '../../test/finder-builders';
import { Toaster } from '../../ui/Toaster';
import { connectivityAtom } from '../../connectivity/connectivity-atoms';
import { ShortlistButton } from './ShortlistButton';

function renderButton(shortlisted: boolean, onChange = vi.fn(), store = createStore()) {
  render(
    <Provider store={store}>
      <ShortlistButton
        creatorId={creatorId(1)}
        creatorName="Ana López"
        shortlisted={shortlisted}
        onChange={onChange}
      />
      <Toaster />
    </Provider>,
  );
  return { user: userEvent.setup(), onChange };
}

describe('ShortlistButton', () => {
  it('saves at once, then tells the list once the core API kept it', async () => {
    type Saved = BridgeOutcome<{ creator_id: string; shortlisted: true }>;
    let answer: (value: Saved) => void = () => {};
    const bridge = installFakeBridge({
      addToShortlist: vi.fn(() => new Promise<Saved>((resolve) => (answer = resolve))),
    });
    const { user, onChange } = renderButton(false);
    await user.click(screen.getByRole('button', { name: 'Guardar a Ana López en tu lista' }));
    const button = screen.getByRole('button', { name: 'Guardado en tu lista: Ana López' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).not.toHaveBeenCalled();

    answer(ok({ creator_id: creatorId(1), shortlisted: true as const }));
    await waitFor(() => expect(onChange).toHaveBeenCalledExactlyOnceWith(true));
    expect(bridge.addToShortlist).toHaveBeenCalledExactlyOnceWith({ creator_id: creatorId(1) });
    expect(await screen.findByText('Ana López quedó en tu lista')).toBeInTheDocument();
  });

  it('goes back and says why when the change is refused', async () => {
    installFakeBridge({
      removeFromShortlist: vi.fn(async () => fail('network_error', { status: 0 })),
    });
    const { user, onChange } = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Guardado en tu lista: Ana López' }));
    expect(await screen.findByText('No pudimos cambiar tu lista')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardado en tu lista: Ana López' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled offline with the reason under it, and works again once the server answers', async () => {
    const bridge = installFakeBridge();
    const store = createStore();
    store.set(connectivityAtom, { online: false, checked_at: '2026-06-01T12:00:00.000Z' });
    const { user } = renderButton(false, vi.fn(), store);
    const offline = screen.getByRole('button', { name: 'Guardar a Ana López en tu lista' });
    expect(offline).toBeDisabled();
    expect(offline).toHaveAccessibleDescription('Sin conexión');
    expect(screen.getByText('Sin conexión')).toBeVisible();
    expect(offline).toHaveAttribute(
      'title',
      'Necesitas conexión con el servidor para cambiar tu lista.',
    );

    act(() =>
      store.set(connectivityAtom, { online: true, checked_at: '2026-06-01T12:01:00.000Z' }),
    );
    const online = screen.getByRole('button', { name: 'Guardar a Ana López en tu lista' });
    expect(online).toBeEnabled();
    expect(online).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Sin conexión')).toBeNull();
    await user.click(online);
    expect(bridge.addToShortlist).toHaveBeenCalledExactlyOnceWith({ creator_id: creatorId(1) });
  });
});
