import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVBAR_WHITE_QUIT_EVENT } from '../../../src-shared/domain/wizard';
import { aSession, aUser, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { renderWizard, submitButton } from '../../test/render-wizard';
import { stepperAtom, wizardDraftsAtom } from './wizard-atoms';

const asCreator = { getSession: vi.fn(async () => ok(aSession('influencer'))) };

const profileUser = {
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Creo contenido de viajes y comida mexicana.',
  meta_info: { ...aUser().meta_info, birthday: '1994-05-17' },
};

function listenForQuit() {
  const listener = vi.fn<(event: Event) => void>();
  window.addEventListener(NAVBAR_WHITE_QUIT_EVENT, listener);
  return listener;
}

let quitListener: ReturnType<typeof listenForQuit> | undefined;
afterEach(() => {
  if (quitListener) window.removeEventListener(NAVBAR_WHITE_QUIT_EVENT, quitListener);
  quitListener = undefined;
});

describe('setting-public-profile route', () => {
  it('opens the requested section with its step number, stepper and back link', async () => {
    await renderWizard('family');
    expect(screen.getByRole('heading', { level: 1, name: 'Familia' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Paso 5 de 6')).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Pasos del perfil público' });
    expect(within(stepper).getByText('Familia').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('link', { name: 'Anterior: Demografía' })).toBeInTheDocument();
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

  it('reads the profile again on entering, once for the whole visit', async () => {
    const fresh = aUser({ ...profileUser, first_name: 'Lucía' });
    const getProfile = vi.fn(async () => ok(fresh));
    const { user, store } = await renderWizard('profile', {
      user: profileUser,
      bridge: { getProfile },
    });
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(store.get(wizardDraftsAtom)).toEqual({});

    await user.click(screen.getByRole('link', { name: 'Anterior: Conexiones' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Lucía');
    expect(getProfile).toHaveBeenCalledOnce();
  });
});

describe('wizard drafts', () => {
  it('keep what was typed when the creator leaves a step and comes back', async () => {
    const { user, store, bridge } = await renderWizard('profile', { user: profileUser });
    const firstName = screen.getByLabelText('Nombre');
    await user.clear(firstName);
    await user.type(firstName, 'Mariana');

    await user.click(screen.getByRole('link', { name: 'Anterior: Conexiones' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conecta tus redes sociales' }),
    ).toBeInTheDocument();
    expect(store.get(wizardDraftsAtom).profile?.first_name).toBe('Mariana');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Mariana');
    expect(screen.getByLabelText('Apellido')).toHaveValue('López');
    expect(bridge.saveProfileSection).not.toHaveBeenCalled();
  });

  it('keep a picked country and toggled chips too', async () => {
    const { user } = await renderWizard('basic_info', {
      user: { ...profileUser, telephone: '+52 55 1234 5678' },
    });
    await user.click(screen.getByRole('button', { name: /cambiar país$/ }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar país' }), 'colombia{Enter}');
    await user.type(screen.getByLabelText('Teléfono'), ' 300 123 4567');
    await user.click(screen.getByRole('button', { name: 'Francés' }));

    await user.click(screen.getByRole('link', { name: 'Anterior: Perfil' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('button', { name: /cambiar país$/ })).toHaveAccessibleName(
      '+57 Colombia, cambiar país',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+57 300 123 4567');
    expect(screen.getByRole('button', { name: 'Francés' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('are forgotten once the step is saved', async () => {
    const { user, store } = await renderWizard('profile', { user: profileUser });
    await user.type(screen.getByLabelText('Apellido'), ' Pérez');
    expect(store.get(wizardDraftsAtom).profile).toBeDefined();
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Información básica' });
    expect(store.get(wizardDraftsAtom).profile).toBeUndefined();
  });

  it('and the stepper are cleared by the history’s back rule', async () => {
    const { user, store, currentPath } = await renderWizard('connections');
    await user.click(submitButton());
    const firstName = await screen.findByLabelText('Nombre');
    await user.type(firstName, 'x');
    expect(store.get(stepperAtom)?.completed).toEqual(['connections']);

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/connections'));
    expect(store.get(wizardDraftsAtom)).toEqual({});
    expect(store.get(stepperAtom)?.completed).toEqual([]);
  });
});

describe('wizard stepper', () => {
  it('marks the steps already saved', async () => {
    const { user } = await renderWizard('profile', { user: profileUser });
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Información básica' });
    const stepper = screen.getByRole('navigation', { name: 'Pasos del perfil público' });
    expect(within(stepper).getByText(/Perfil/)).toHaveTextContent('Perfil (guardado)');
    expect(within(stepper).getByText('Conexiones')).not.toHaveTextContent('guardado');
    expect(within(stepper).getByText('Básicos').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});

describe('editing with is_edit', () => {
  it('saves, goes to my_work networks and emits navbar-white-quit', async () => {
    quitListener = listenForQuit();
    const { user, currentPath, bridge } = await renderWizard('profile', {
      user: profileUser,
      isEdit: true,
    });
    expect(screen.getByRole('link', { name: 'Anterior: Conexiones' })).toHaveAttribute(
      'href',
      '/setting-public-profile/connections?is_edit=true',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
    expect(bridge.saveProfileSection).toHaveBeenCalledOnce();
    expect(quitListener).toHaveBeenCalledOnce();
    expect(quitListener.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
  });

  it('ends the connections step at my_work too', async () => {
    quitListener = listenForQuit();
    const { user, currentPath } = await renderWizard('connections', { isEdit: true });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
    expect(quitListener).toHaveBeenCalledOnce();
  });

  it('is not emitted by the normal flow', async () => {
    quitListener = listenForQuit();
    const { user, currentPath } = await renderWizard('vanity', {
      user: { vanity_name: 'ana.crea' },
    });
    await user.click(screen.getByRole('button', { name: 'Guardar y terminar' }));
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
    expect(quitListener).not.toHaveBeenCalled();
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
