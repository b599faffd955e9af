import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/builders';
import { someProfileViews } from '../../test/finder-builders';
import { renderAs } from '../../test/render-as';

const renderFinder = (views: Parameters<typeof someProfileViews>[0]) =>
  renderAs('brand', '/home_search', {
    getProfileViews: vi.fn(async () => ok(someProfileViews(views))),
  });

describe('the finder’s profile-views note', () => {
  it('says how many views are left, and offers nothing to buy while there are', async () => {
    renderFinder({ remaining: 27, extra_views: 4 });
    expect(await screen.findByText('Te quedan 27 vistas este mes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Comprar créditos' })).toBeNull();
  });

  it('counts the credits once the month’s views are used up', async () => {
    renderFinder({ used: 30, remaining: 0, extra_views: 1 });
    expect(await screen.findByText('Te queda 1 crédito para un perfil nuevo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Comprar créditos' })).toBeNull();
  });

  it('offers credits when neither views nor credits are left, opening billing at the packages', async () => {
    const { user, history } = renderFinder({ used: 30, remaining: 0, extra_views: 0 });
    expect(await screen.findByText('Te quedan 0 vistas este mes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Comprar créditos' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing'));
    expect(history.location.search).toBe('?buy=credits');
    expect(await screen.findByRole('heading', { level: 2, name: 'Créditos' })).toBeVisible();
  });
});
