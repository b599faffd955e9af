import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import esMX from '../../i18n/locales/es-MX.json';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { lastWelcomePhraseIndexAtom } from './welcome-atoms';

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
    const { user, currentPath, store } = renderApp('/welcome', {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    const phraseIndex = Math.floor(0.5 * phrases.length);
    expect(await screen.findByText(phrases[phraseIndex]!)).toBeInTheDocument();
    expect(store.get(lastWelcomePhraseIndexAtom)).toBe(phraseIndex);

    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});
