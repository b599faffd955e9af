import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListPage, fail, ok } from '../../test/builders';
import { aBrand, aCastingCall, ids } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';

const brands = vi.fn(async () =>
  ok(aListPage([aBrand(), aBrand({ id: ids.otherBrand, name: 'Té Boreal' })])),
);

const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });
const chipNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function openNewForm(bridge: Parameters<typeof renderAs>[2] = {}) {
  const app = renderAs('brand', '/casting-calls/new', { listBrands: brands, ...bridge });
  await screen.findByRole('heading', { level: 1, name: 'Nuevo casting' });
  await screen.findByRole('option', { name: 'Té Boreal' });
  return app;
}

async function fillValidCall(user: Awaited<ReturnType<typeof openNewForm>>['user']) {
  await user.selectOptions(screen.getByLabelText('Marca'), 'Té Boreal');
  await user.type(screen.getByLabelText('Título'), 'Té helado de verano');
  await user.type(
    screen.getByLabelText('Brief'),
    'Buscamos creadores que preparen bebidas frías en casa.',
  );
  await user.click(chip('Redes sociales', 'Instagram'));
  await user.click(chip('Tipos de contenido', 'Reel'));
  await user.type(screen.getByLabelText('Presupuesto mínimo (USD)'), '500');
  await user.type(screen.getByLabelText('Presupuesto máximo (USD)'), '1,500');
  await user.type(screen.getByLabelText('Fecha límite para postularse'), '2026-09-30');
}

describe('casting call form', () => {
  // 15 June 2026, noon in Mexico City; only Date is faked, so typing and timers run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T18:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers only the chosen networks’ content types and drops the ones that stop fitting', async () => {
    const { user } = await openNewForm();
    expect(chipNames('Tipos de contenido')).toEqual([]);
    expect(screen.getByText('Elige primero al menos una red social.')).toBeVisible();

    await user.click(chip('Redes sociales', 'TikTok'));
    expect(chipNames('Tipos de contenido')).toEqual(['Video', 'En vivo']);
    await user.click(chip('Redes sociales', 'Instagram'));
    expect(chipNames('Tipos de contenido')).toEqual([
      'Publicación',
      'Historia',
      'Reel',
      'Video',
      'En vivo',
    ]);
    await user.click(chip('Tipos de contenido', 'Reel'));
    await user.click(chip('Tipos de contenido', 'Video'));

    await user.click(chip('Redes sociales', 'Instagram'));
    expect(chipNames('Tipos de contenido')).toEqual(['Video', 'En vivo']);
    expect(chip('Tipos de contenido', 'Video')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a minimum budget above the maximum', async () => {
    const { user, bridge } = await openNewForm();
    await fillValidCall(user);
    await user.clear(screen.getByLabelText('Presupuesto mínimo (USD)'));
    await user.type(screen.getByLabelText('Presupuesto mínimo (USD)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByLabelText('Presupuesto máximo (USD)')).toHaveAccessibleDescription(
      'El presupuesto mínimo no puede ser mayor que el máximo.',
    );
    expect(bridge.saveCastingCall).not.toHaveBeenCalled();
  });

  it('says what is missing before anything is sent', async () => {
    const { user, bridge } = await openNewForm();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Elige la marca que publica el casting.')).toBeVisible();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription(
      'El título debe tener al menos 3 caracteres.',
    );
    expect(screen.getByText('Elige al menos una red social.')).toBeVisible();
    expect(screen.getByText('Elige al menos un tipo de contenido.')).toBeVisible();
    expect(bridge.saveCastingCall).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = await openNewForm({
      saveCastingCall: vi.fn(async () =>
        fail('validation_error', {
          fields: { deadline: ['La fecha límite ya pasó.'], title: ['Ya tienes un casting así.'] },
        }),
      ),
    });
    await fillValidCall(user);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByLabelText('Fecha límite para postularse'),
    ).toHaveAccessibleDescription('La fecha límite ya pasó.');
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription(
      'Ya tienes un casting así.',
    );
  });

  it('saves a draft, opens it, and back returns to the list rather than the form', async () => {
    const saved = aCastingCall({ status: 'draft', title: 'Té helado de verano' });
    const { user, bridge, currentPath } = renderAs('brand', '/casting-calls', {
      listBrands: brands,
      saveCastingCall: vi.fn(async () => ok(saved)),
      getCastingCall: vi.fn(async () => ok(saved)),
    });
    await user.click(await screen.findByRole('link', { name: 'Nuevo casting' }));
    await screen.findByRole('option', { name: 'Té Boreal' });
    await fillValidCall(user);
    await user.selectOptions(screen.getByLabelText('País'), 'Colombia');
    await user.click(chip('Categorías de creador', 'Microinfluencer'));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() => expect(currentPath()).toBe(`/view_casting_call/${saved.id}`));
    expect(bridge.saveCastingCall).toHaveBeenCalledWith({
      call: {
        brand_id: ids.otherBrand,
        title: 'Té helado de verano',
        brief: 'Buscamos creadores que preparen bebidas frías en casa.',
        networks: ['instagram'],
        content_types: ['reel'],
        budget_min: 500,
        budget_max: 1500,
        country: 'CO',
        categories: ['microinfluencer'],
        deadline: '2026-09-30',
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Té helado de verano' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(currentPath()).toBe('/casting-calls'));
  });

  it('edits a call with its brand fixed and sends its id', async () => {
    const existing = aCastingCall({ status: 'draft' });
    const { user, bridge } = renderAs('brand', `/casting-calls/${existing.id}/edit`, {
      listBrands: brands,
      getCastingCall: vi.fn(async () => ok(existing)),
      saveCastingCall: vi.fn(async () => ok(existing)),
    });
    const title = await screen.findByLabelText('Título');
    expect(title).toHaveValue('Lanzamiento de cold brew');
    expect(screen.getByLabelText('Marca')).toHaveValue('Café Aurora');
    expect(screen.getByLabelText('Presupuesto máximo (USD)')).toHaveValue('1200.50');
    expect(chip('Tipos de contenido', 'Reel')).toHaveAttribute('aria-pressed', 'true');
    await user.clear(title);
    await user.type(title, 'Cold brew de otoño');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(bridge.saveCastingCall).toHaveBeenCalled());
    expect(bridge.saveCastingCall).toHaveBeenCalledWith({
      id: existing.id,
      call: expect.objectContaining({
        brand_id: ids.brand,
        title: 'Cold brew de otoño',
        budget_max: 1200.5,
        country: 'MX',
      }),
    });
  });

  it('refuses a deadline before today on its field and saves nothing', async () => {
    const { user, bridge } = await openNewForm();
    await fillValidCall(user);
    const deadline = screen.getByLabelText('Fecha límite para postularse');
    await user.clear(deadline);
    await user.type(deadline, '2026-06-14');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByLabelText('Fecha límite para postularse'),
    ).toHaveAccessibleDescription('La fecha límite ya pasó: elige hoy o una fecha posterior.');
    expect(bridge.saveCastingCall).not.toHaveBeenCalled();

    await user.clear(deadline);
    await user.type(deadline, '2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(bridge.saveCastingCall).toHaveBeenCalled());
  });

  it('shows every error at once, the budget range and a past deadline among them', async () => {
    const { user, bridge } = await openNewForm();
    await user.type(screen.getByLabelText('Presupuesto mínimo (USD)'), '2000');
    await user.type(screen.getByLabelText('Presupuesto máximo (USD)'), '500');
    await user.type(screen.getByLabelText('Fecha límite para postularse'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Elige la marca que publica el casting.')).toBeVisible();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription(
      'El título debe tener al menos 3 caracteres.',
    );
    expect(screen.getByText('Elige al menos una red social.')).toBeVisible();
    expect(screen.getByLabelText('Presupuesto máximo (USD)')).toHaveAccessibleDescription(
      'El presupuesto mínimo no puede ser mayor que el máximo.',
    );
    expect(screen.getByLabelText('Fecha límite para postularse')).toHaveAccessibleDescription(
      'La fecha límite ya pasó: elige hoy o una fecha posterior.',
    );
    expect(bridge.saveCastingCall).not.toHaveBeenCalled();
  });

  it('marks a passed deadline as soon as the call is opened for editing, until it is moved', async () => {
    const stale = aCastingCall({ status: 'draft', deadline: '2026-06-10' });
    const { user } = renderAs('brand', `/casting-calls/${stale.id}/edit`, {
      listBrands: brands,
      getCastingCall: vi.fn(async () => ok(stale)),
    });
    const deadline = await screen.findByLabelText('Fecha límite para postularse');
    await waitFor(() =>
      expect(deadline).toHaveAccessibleDescription(
        'La fecha límite ya pasó: elige hoy o una fecha posterior.',
      ),
    );
    await user.clear(deadline);
    await user.type(deadline, '2026-07-01');
    await waitFor(() => expect(deadline).not.toHaveAccessibleDescription(/ya pasó/));
  });
});
