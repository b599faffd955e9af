import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { anAppSettings, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';

const renderSettings = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/settings', bridge);

const storiesSection = () => screen.findByRole('region', { name: 'Servicio de historias' });
const field = (section: HTMLElement) =>
  within(section).getByLabelText('Dirección del servicio de historias');
const save = (section: HTMLElement) => within(section).getByRole('button', { name: 'Guardar' });

describe('stories service', () => {
  it('uses the main server until another address is set', async () => {
    renderSettings();
    const section = await storiesSection();
    expect(section).toHaveTextContent('Usa el servidor principal.');
    expect(field(section)).toHaveValue('');
    expect(
      within(section).queryByRole('button', { name: 'Usar el servidor principal' }),
    ).toBeNull();
  });

  it('checks the address like the server’s before anything is sent', async () => {
    const saveStoriesSettings = vi.fn(async () => ok(anAppSettings()));
    const { user } = renderSettings({ saveStoriesSettings });
    const section = await storiesSection();
    await user.type(field(section), 'http://historias.equipo.mx');
    await user.click(save(section));
    expect(
      await within(section).findByText(/Escribe una dirección https:\/\/ válida/),
    ).toBeVisible();
    expect(field(section)).toHaveAttribute('aria-invalid', 'true');
    expect(saveStoriesSettings).not.toHaveBeenCalled();
  });

  it('keeps a team’s stories service', async () => {
    const saveStoriesSettings = vi.fn(async () =>
      ok(anAppSettings({ storiesBaseUrl: 'https://historias.equipo.mx/v2' })),
    );
    const { user } = renderSettings({ saveStoriesSettings });
    const section = await storiesSection();
    await user.type(field(section), ' https://historias.equipo.mx/v2/ ');
    await user.click(save(section));
    expect(
      await screen.findByText('Las historias se leen de https://historias.equipo.mx/v2'),
    ).toBeInTheDocument();
    expect(saveStoriesSettings).toHaveBeenCalledWith({
      storiesBaseUrl: 'https://historias.equipo.mx/v2',
    });
    expect(section).toHaveTextContent('En uso: https://historias.equipo.mx/v2');
    expect(field(section)).toHaveValue('https://historias.equipo.mx/v2');
  });

  it('goes back to the main server with its button or a blank address', async () => {
    const saveStoriesSettings = vi.fn(async () => ok(anAppSettings()));
    const { user } = renderSettings({
      getSettings: vi.fn(async () =>
        ok(anAppSettings({ storiesBaseUrl: 'https://historias.equipo.mx' })),
      ),
      saveStoriesSettings,
    });
    const section = await storiesSection();
    expect(field(section)).toHaveValue('https://historias.equipo.mx');
    await user.click(within(section).getByRole('button', { name: 'Usar el servidor principal' }));
    expect(
      await screen.findByText('Las historias se leen del servidor principal'),
    ).toBeInTheDocument();
    expect(saveStoriesSettings).toHaveBeenLastCalledWith({ storiesBaseUrl: null });
    expect(section).toHaveTextContent('Usa el servidor principal.');
    expect(field(section)).toHaveValue('');

    await user.click(save(section));
    expect(saveStoriesSettings).toHaveBeenCalledTimes(2);
    expect(saveStoriesSettings).toHaveBeenLastCalledWith({ storiesBaseUrl: null });
  });

  it('puts main’s field message under the field', async () => {
    const { user } = renderSettings({
      saveStoriesSettings: vi.fn(async () =>
        fail('validation_error', {
          fields: { storiesBaseUrl: ['Esa dirección no está permitida.'] },
        }),
      ),
    });
    const section = await storiesSection();
    await user.type(field(section), 'https://x.example');
    await user.click(save(section));
    expect(await within(section).findByText('Esa dirección no está permitida.')).toBeVisible();
  });
});
