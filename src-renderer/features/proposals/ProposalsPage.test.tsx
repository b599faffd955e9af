import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, ok } from '../../test/builders';
import { aProposal } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';

describe('proposals list', () => {
  it('shows a brand who each proposal went to, its price and whose turn it is', async () => {
    const listProposals = vi.fn(async () =>
      ok(aListPage([aProposal(), aProposal({ id: 'p-2', status: 'countered', turn: 'brand' })])),
    );
    const { user } = renderAs('brand', '/proposals', { listProposals });
    const items = within(await screen.findByRole('list', { name: 'Propuestas' })).getAllByRole(
      'link',
    );
    expect(items.map((link) => link.textContent)).toEqual(['Ana López', 'Ana López']);
    const first = items[0]!.closest('li')!;
    expect(first).toHaveTextContent('USD 1,500.00');
    expect(first).toHaveTextContent('2 × Reel en Instagram');
    expect(first).toHaveTextContent('Enviada');
    expect(first).toHaveTextContent('Esperando respuesta');
    expect(items[1]!.closest('li')).toHaveTextContent('Te toca responder');
    expect(listProposals).toHaveBeenLastCalledWith({});

    const filters = screen.getByRole('navigation', { name: 'Filtrar propuestas por estado' });
    await user.click(within(filters).getByRole('link', { name: 'Aceptada' }));
    await waitFor(() => expect(listProposals).toHaveBeenLastCalledWith({ status: 'accepted' }));
    expect(within(filters).getByRole('link', { name: 'Aceptada' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a creator the brand behind each proposal and opens one', async () => {
    const { user, currentPath } = renderAs('influencer', '/proposals', {
      listProposals: vi.fn(async () => ok(aListPage([aProposal()]))),
      getProposal: vi.fn(async () => ok(aProposal())),
    });
    const link = await screen.findByRole('link', { name: 'Café Aurora' });
    expect(link.closest('li')).toHaveTextContent('Te toca responder');
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe(`/view_proposal/${aProposal().id}`));
    // Back skips view_proposal and returns to the list.
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(currentPath()).toBe('/proposals'));
  });

  it('says so when there are none', async () => {
    renderAs('influencer', '/proposals?status=declined');
    expect(await screen.findByText('No hay propuestas en este estado')).toBeVisible();
    expect(
      screen.getByText('Cuando una marca te envíe una propuesta, aparecerá aquí.'),
    ).toBeVisible();
  });
});
