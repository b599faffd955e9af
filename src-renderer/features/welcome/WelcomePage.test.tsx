import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import esMX from '../../i18n/locales/es-MX.json';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const phrases = esMX.welcome.phrases;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('welcome screen', () => {
  it('has at least 12 motivational phrases', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('shows a random phrase and starts the app with "Comenzar"', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { user, currentPath } = renderApp('/welcome', {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    const phraseIndex = Math.floor(0.5 * phrases.length);
    expect(await screen.findByText(phrases[phraseIndex]!)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });

  it('never shows the same phrase twice in a row, even after the app starts again', async () => {
    // The same random number both times: only the remembered phrase can make them differ.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const session = { getSession: vi.fn(async () => ok(aSession('influencer'))) };
    renderApp('/welcome', session);
    const first = await screen.findByText((_, node) => phrases.includes(node?.textContent ?? ''), {
      selector: 'blockquote p',
    });
    const firstText = first.textContent;
    cleanup();

    // A new app store, as after a restart, a sign-out or another account's sign-in.
    renderApp('/welcome', session);
    const second = await screen.findByText((_, node) => phrases.includes(node?.textContent ?? ''), {
      selector: 'blockquote p',
    });
    expect(second.textContent).not.toBe(firstText);
  });
});
