import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../src-shared/bridge/contract';
import { aSession, ok, signedOutSession } from '../test/builders';
import { renderApp } from '../test/render-app';

const withSession = (session: SessionState) => ({ getSession: vi.fn(async () => ok(session)) });

async function landingPath(path: string, session: SessionState): Promise<string> {
  const app = renderApp(path, withSession(session));
  await waitFor(() => expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument());
  await screen.findByRole('heading', { level: 1 });
  return app.currentPath();
}

describe('route guards in the running app', () => {
  it.each([
    ['/home_search'],
    ['/view_proposal/5'],
    ['/setting-public-profile/profile'],
    ['/welcome'],
    ['/define-role'],
    ['/'],
  ])('send nobody from %s to /sign-in', async (path) => {
    expect(await landingPath(path, signedOutSession())).toBe('/sign-in');
  });

  it.each([['/home_search'], ['/my_work/networks'], ['/sign-in'], ['/']])(
    'send a user without a role from %s to /define-role',
    async (path) => {
      expect(await landingPath(path, aSession(null))).toBe('/define-role');
    },
  );

  it.each([['/sign-in'], ['/define-role'], ['/']])(
    'send a user with a role from %s to /home_search',
    async (path) => {
      expect(await landingPath(path, aSession('brand'))).toBe('/home_search');
    },
  );

  it('let a user with a role open any app route with its parameters', async () => {
    expect(await landingPath('/view_casting_call/12', aSession('influencer'))).toBe(
      '/view_casting_call/12',
    );
  });
});

describe('an address the app does not know', () => {
  it('says the page was not found and leads back to the start', async () => {
    const app = renderApp('/no-such-page', withSession(aSession('influencer')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    await waitFor(() => expect(app.currentPath()).toBe('/home_search'));
  });
});
