import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/builders';
import { aCreatorDetail, creatorId, someProfileViews } from '../../test/finder-builders';
import { renderAs } from '../../test/render-as';

const ID = creatorId(3);

describe('a creator’s page and the brand’s credits', () => {
  it('counts the credits left once a credit paid for this profile', async () => {
    renderAs('brand', `/creators/${ID}`, {
      getCreator: vi.fn(async () => ok(aCreatorDetail({ id: ID }))),
      getProfileViews: vi.fn(async () =>
        ok(someProfileViews({ used: 30, remaining: 0, extra_views: 2 })),
      ),
    });
    expect(await screen.findByText('Te quedan 2 créditos para perfiles nuevos')).toBeVisible();
    expect(
      screen.getByText(
        'Ya usaste las vistas del mes: cada perfil nuevo que abres usa un crédito; volver a este no cuenta de nuevo.',
      ),
    ).toBeVisible();
  });

  it('offers credits when neither views nor credits are left, opening billing at the packages', async () => {
    const { user, history } = renderAs('brand', `/creators/${ID}`, {
      getCreator: vi.fn(async () =>
        fail('profile_views_exhausted', { status: 402, message: 'Sin vistas.' }),
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ya no te quedan vistas este mes' }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'También puedes comprar créditos: cada uno abre un creador nuevo y no vencen al terminar el mes.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al buscador' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Comprar créditos' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing'));
    expect(history.location.search).toBe('?buy=credits');
  });
});
