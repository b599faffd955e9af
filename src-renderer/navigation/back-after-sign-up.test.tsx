import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession, ok } from '../test/builders';
import { renderApp } from '../test/render-app';
import { navigationHistoryAtom } from './history-atoms';

const backButton = () => screen.getByRole('button', { name: 'Volver' });

describe('Volver after sign-up', () => {
  it('has nothing to go back to on the first home: never the one-time welcome', async () => {
    const { user, currentPath, store } = renderApp('/welcome', {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    await waitFor(() => expect(store.get(navigationHistoryAtom)).toHaveLength(1));
    expect(store.get(navigationHistoryAtom).map((visit) => visit.href)).toEqual(['/home_search']);
    expect(backButton()).toBeDisabled();
  });

  it('keeps the back rule: from the next screen it returns to that first home', async () => {
    const { user, currentPath, store } = renderApp('/welcome', {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Comenzar' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    await user.click(within(nav).getByRole('link', { name: 'Configuración' }));
    await waitFor(() => expect(currentPath()).toBe('/settings'));
    await waitFor(() => expect(backButton()).toBeEnabled());

    await user.click(backButton());
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    await waitFor(() =>
      expect(store.get(navigationHistoryAtom).map((visit) => visit.name)).toEqual(['home_search']),
    );
    expect(currentPath()).not.toBe('/welcome');
    expect(backButton()).toBeDisabled();
  });

  it('files each visit under its own name when entering the shell from sign-in', async () => {
    const getSession = vi.fn(async () => ok(aSession('brand')));
    const { currentPath, store } = renderApp('/sign-in', { getSession });
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    await waitFor(() => expect(store.get(navigationHistoryAtom)).toHaveLength(1));
    expect(store.get(navigationHistoryAtom)[0]).toMatchObject({
      name: 'home_search',
      href: '/home_search',
    });
  });
});
