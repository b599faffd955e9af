import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../src-shared/domain/user';
import { fail, ok } from '../../test/builders';
import { aCastingCall, ids } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';
import { UI_WAIT_MS } from '../../test/ui-wait';

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

const notFound = () => fail('not_found', { status: 404, message: 'No encontramos ese casting.' });

async function expectNotFound(currentPath: () => string, user: UserEvent) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos ese casting' }, BOOT),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Ir a Castings' }));
  await waitFor(() => expect(currentPath()).toBe('/casting-calls'));
}

describe('a casting call that cannot be opened', () => {
  it.each<Role>(['brand', 'influencer'])('says an unknown one is not found (%s)', async (role) => {
    const getCastingCall = vi.fn(async () => notFound());
    const { user, currentPath } = renderAs(role, `/view_casting_call/${ids.call}`, {
      getCastingCall,
    });
    await expectNotFound(currentPath, user);
    expect(getCastingCall).toHaveBeenCalledWith({ id: ids.call });
  });

  it('says someone else’s is not found, whichever way the server refuses it', async () => {
    const { user, currentPath } = renderAs('brand', `/view_casting_call/${ids.call}`, {
      getCastingCall: vi.fn(async () => fail('forbidden', { status: 403 })),
    });
    await expectNotFound(currentPath, user);
  });

  it.each(['abc', '123', 'not-a-uuid', '%F0%9F%98%80'])(
    'never sends a malformed id (%s) to the server',
    async (id) => {
      const getCastingCall = vi.fn(async () => ok(aCastingCall()));
      const { user, currentPath } = renderAs('influencer', `/view_casting_call/${id}`, {
        getCastingCall,
      });
      await expectNotFound(currentPath, user);
      expect(getCastingCall).not.toHaveBeenCalled();
    },
  );

  it('keeps the retry for a failure that is not about the id', async () => {
    const getCastingCall = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0, message: 'sin red' }))
      .mockResolvedValue(ok(aCastingCall()));
    const { user } = renderAs('influencer', `/view_casting_call/${ids.call}`, {
      getCastingCall,
    });
    const alert = await screen.findByRole('alert', {}, BOOT);
    expect(alert).toHaveTextContent('No pudimos abrir este casting');
    expect(screen.queryByText('No encontramos ese casting')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de cold brew' }),
    ).toBeVisible();
  });
});
