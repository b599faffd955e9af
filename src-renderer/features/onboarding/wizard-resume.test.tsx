import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src-shared/domain/user';
import { aListPage, aNetwork, aSession, aUser, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { renderWizard, submitButton } from '../../test/render-wizard';

/** Profile and basic_info saved last week; demographics onwards not yet. */
const halfway: Partial<User> = {
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Creo contenido de viajes y comida mexicana.',
  telephone: '+52 55 1234 5678',
  meta_info: { ...aUser().meta_info, birthday: '1994-05-17' },
};

const oneNetwork = () => vi.fn(async () => ok(aListPage([aNetwork()])));

function openAs(path: string, user: Partial<User>, listNetworks = oneNetwork()) {
  const session = aSession('influencer', user);
  return renderApp(path, {
    getSession: vi.fn(async () => ok(session)),
    getProfile: vi.fn(async () => ok(session.user as User)),
    listNetworks,
  });
}

const sideNavLink = async () =>
  within(await screen.findByRole('navigation', { name: 'Navegación principal' })).getByRole(
    'link',
    { name: 'Perfil público' },
  );

describe('"Perfil público" in the side nav', () => {
  it('resumes at the first step not saved yet, reading the networks on the click', async () => {
    const { user, currentPath } = openAs('/settings', halfway);
    await user.click(await sideNavLink());
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/demographics'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos demográficos' }),
    ).toBeInTheDocument();
  });

  it('sends a creator without networks to the connections step', async () => {
    const noNetworks = vi.fn(async () => ok(aListPage([])));
    const { user, currentPath } = openAs('/settings', halfway, noNetworks);
    await user.click(await sideNavLink());
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/connections'));
  });

  it('links straight to the resume step once the wizard knows the networks', async () => {
    openAs('/setting-public-profile/profile', halfway);
    await screen.findByRole('button', { name: 'Siguiente' });
    await waitFor(async () =>
      expect(await sideNavLink()).toHaveAttribute('href', '/setting-public-profile/demographics'),
    );
  });
});

describe('wizard stepper', () => {
  it('shows every step saved in the creator’s data as done, from the first visit', async () => {
    await renderWizard('family', {
      user: { ...halfway, meta_info: { ...halfway.meta_info!, gender: 'female' } },
      bridge: { listNetworks: oneNetwork() },
    });
    const stepper = screen.getByRole('navigation', { name: 'Pasos del perfil público' });
    for (const name of ['Conexiones', 'Perfil', 'Básicos', 'Demografía']) {
      expect(
        await within(stepper).findByRole('link', { name: new RegExp(`^${name} ?\\(guardado\\)$`) }),
      ).toBeInTheDocument();
    }
    expect(within(stepper).getByText('Familia').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(stepper).getByRole('link', { name: 'URL pública' })).toHaveAttribute(
      'href',
      '/setting-public-profile/vanity',
    );
  });

  it('links to every other step, keeping is_edit', async () => {
    const { user, currentPath } = await renderWizard('profile', {
      user: halfway,
      isEdit: true,
    });
    const stepper = screen.getByRole('navigation', { name: 'Pasos del perfil público' });
    expect(within(stepper).getAllByRole('link')).toHaveLength(5);
    const vanity = within(stepper).getByRole('link', { name: 'URL pública' });
    expect(vanity).toHaveAttribute('href', '/setting-public-profile/vanity?is_edit=true');
    await user.click(vanity);
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/vanity'));
  });
});

describe('moving between steps', () => {
  it('puts the focus on the new step’s heading after "Siguiente"', async () => {
    const { user } = await renderWizard('connections');
    await user.click(submitButton());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tu perfil' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus alone when the wizard opens', async () => {
    await renderWizard('profile', { user: halfway });
    expect(screen.getByRole('heading', { level: 1, name: 'Tu perfil' })).not.toHaveFocus();
  });

  it('opens every step scrolled to its heading, the first one too', async () => {
    const scrolled: { element: Element; options: unknown }[] = [];
    // jsdom has no layout: the spy records what asked to be shown, and how.
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ element: this, options });
    });
    try {
      const headingShown = (name: string) =>
        scrolled.some(
          ({ element, options }) =>
            element.querySelector('h1')?.textContent === name &&
            (options as ScrollIntoViewOptions | undefined)?.block === 'start',
        );
      const { user } = await renderWizard('connections');
      await waitFor(() => expect(headingShown('Conecta tus redes sociales')).toBe(true));
      await user.click(submitButton());
      await screen.findByRole('heading', { level: 1, name: 'Tu perfil' });
      await waitFor(() => expect(headingShown('Tu perfil')).toBe(true));
    } finally {
      spy.mockRestore();
    }
  });
});
