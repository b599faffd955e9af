import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, aNetwork, ok } from '../../test/builders';
import { anApplication, aProposal, ids } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';
import { isMyWorkSection, MY_WORK_SECTIONS } from './my-work-sections';

describe('my_work', () => {
  it('has networks, collaborations, applications and proposals sections', () => {
    expect(MY_WORK_SECTIONS).toEqual(['networks', 'collaborations', 'applications', 'proposals']);
    expect(isMyWorkSection('applications')).toBe(true);
    expect(isMyWorkSection('wallet')).toBe(false);
  });

  it('moves between sections with its tabs', async () => {
    const { user, currentPath } = renderAs('influencer', '/my_work/networks');
    const tabs = await screen.findByRole('navigation', { name: 'Secciones de Mi trabajo' });
    expect(within(tabs).getByRole('link', { name: 'Redes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Postulaciones' }));
    await waitFor(() => expect(currentPath()).toBe('/my_work/applications'));
    expect(within(tabs).getByRole('link', { name: 'Postulaciones' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens on the networks dashboard, with "Agregar conexión" in the page header', async () => {
    renderAs('influencer', '/my_work/networks', {
      listNetworks: vi.fn(async () => ok(aListPage([aNetwork()]))),
    });
    const list = await screen.findByRole('list', { name: 'Tus redes conectadas' });
    expect(within(list).getByRole('heading', { name: 'Instagram' })).toBeVisible();
    const header = screen.getByRole('heading', { level: 1, name: 'Mi trabajo' }).closest('header');
    expect(within(header!).getByRole('button', { name: 'Agregar conexión' })).toBeVisible();
    expect(screen.queryByText(/próximamente/i)).not.toBeInTheDocument();
  });

  it('keeps "Agregar conexión" to the networks section', async () => {
    renderAs('influencer', '/my_work/applications');
    expect(await screen.findByText('Aún no te postulas a ningún casting')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agregar conexión' })).not.toBeInTheDocument();
  });

  it('lists the creator’s applications with their status', async () => {
    renderAs('influencer', '/my_work/applications', {
      listMyApplications: vi.fn(async () =>
        ok(aListPage([anApplication({ status: 'shortlisted', price: 950 })])),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Mis postulaciones' });
    const link = within(list).getByRole('link', { name: 'Lanzamiento de cold brew' });
    expect(link).toHaveAttribute('href', `/view_casting_call/${ids.call}`);
    const item = link.closest('li')!;
    expect(item).toHaveTextContent('Café Aurora');
    expect(item).toHaveTextContent('USD 950.00');
    expect(item).toHaveTextContent('Preseleccionado');
  });

  it('points to the open calls when there are no applications yet', async () => {
    renderAs('influencer', '/my_work/applications');
    expect(await screen.findByText('Aún no te postulas a ningún casting')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver castings' })).toHaveAttribute(
      'href',
      '/casting-calls',
    );
  });

  it('lists the creator’s proposals', async () => {
    const listProposals = vi.fn(async () => ok(aListPage([aProposal()])));
    renderAs('influencer', '/my_work/proposals', { listProposals });
    const list = await screen.findByRole('list', { name: 'Mis propuestas' });
    expect(within(list).getByRole('link', { name: 'Café Aurora' })).toHaveAttribute(
      'href',
      `/view_proposal/${ids.proposal}`,
    );
    expect(list).toHaveTextContent('Te toca responder');
    expect(listProposals).toHaveBeenCalledWith({});
  });

  it('sends an unknown section to networks', async () => {
    const { currentPath } = renderAs('influencer', '/my_work/wallet');
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
  });
});
