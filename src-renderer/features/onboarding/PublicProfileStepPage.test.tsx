import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const asCreator = { getSession: vi.fn(async () => ok(aSession('influencer'))) };

describe('setting-public-profile route', () => {
  it('opens the requested section', async () => {
    renderApp('/setting-public-profile/family', asCreator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Familia' })).toBeInTheDocument();
    expect(screen.getByText('Paso 5 de 6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Anterior: Demografía/ })).toBeInTheDocument();
  });

  it('sends an unknown section to connections, keeping is_edit', async () => {
    const { history, currentPath } = renderApp(
      '/setting-public-profile/whatever?is_edit=true',
      asCreator,
    );
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/connections'));
    expect(history.location.search).toBe('?is_edit=true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conecta tus redes sociales' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Estás editando tu perfil público/)).toBeInTheDocument();
  });

  it('continues to my_work after the vanity step', async () => {
    const { user, currentPath } = renderApp('/setting-public-profile/vanity', asCreator);
    await user.click(await screen.findByRole('link', { name: 'Ir a Mi trabajo' }));
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
  });
});

describe('my_work route', () => {
  it('sends an unknown section to networks', async () => {
    const { currentPath } = renderApp('/my_work/other', asCreator);
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mi trabajo' }),
    ).toBeInTheDocument();
  });
});
