import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBriefcaseItem, aVideoItem } from '../../test/briefcase-builders';
import { CreatorPortfolio } from './CreatorPortfolio';

const playa = aBriefcaseItem({ profile_url: 'https://instagram.com/p/abc' });
const receta = aVideoItem();
const untitled = aBriefcaseItem({
  id: '7d0f5c5e-1b7a-4c1e-9a55-0a1f3c2b4d03',
  title: '',
  thumbnail_url: null,
  image_url: 'http://127.0.0.1:4100/media/briefcase/atardecer.jpg',
  position: 3,
});

function renderPortfolio() {
  const user = userEvent.setup();
  // Out of order on purpose: the creator's order is their positions.
  render(<CreatorPortfolio items={[untitled, receta, playa]} name="Ana López" />);
  return { user, region: screen.getByRole('region', { name: 'Portafolio' }) };
}

describe('creator page portfolio', () => {
  it('shows the pieces read-only, in the creator’s order, videos by their poster frame', () => {
    const { region } = renderPortfolio();
    expect(region).toHaveTextContent('3 piezas');
    const grid = within(region).getByRole('list', { name: 'Piezas de Ana López' });
    const opens = within(grid).getAllByRole('button');
    expect(opens.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ver imagen: Playa',
      'Ver video: Receta en 30 segundos',
      'Ver imagen: Pieza 3',
    ]);
    const stills = within(grid)
      .getAllByRole('listitem')
      .map((tile) => tile.querySelector('img')?.getAttribute('src'));
    expect(stills).toEqual([playa.thumbnail_url, receta.thumbnail_url, untitled.image_url]);
    expect(within(grid).queryByRole('button', { name: /^Quitar/ })).toBeNull();
  });

  it('opens a piece in the viewer, moves with the arrow keys and closes with Escape', async () => {
    const { user } = renderPortfolio();
    await user.click(screen.getByRole('button', { name: 'Ver video: Receta en 30 segundos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Receta en 30 segundos' });
    expect(dialog).toHaveTextContent('Pieza 2 de 3');
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', receta.image_url);
    expect(video).toHaveAttribute('poster', receta.thumbnail_url);

    await user.keyboard('{ArrowLeft}');
    dialog = await screen.findByRole('dialog', { name: 'Playa' });
    expect(within(dialog).getByRole('img', { name: 'Playa' })).toHaveAttribute(
      'src',
      playa.image_url,
    );
    expect(within(dialog).getByRole('link', { name: 'Ver publicación' })).toHaveAttribute(
      'href',
      'https://instagram.com/p/abc',
    );

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Pieza 3' })).toHaveTextContent(
      'Pieza 3 de 3',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus comes back to the piece last shown.
    expect(screen.getByRole('button', { name: 'Ver imagen: Pieza 3' })).toHaveFocus();
  });

  it('says when the creator has not shared any piece yet', () => {
    render(<CreatorPortfolio items={[]} name="Ana López" />);
    const region = screen.getByRole('region', { name: 'Portafolio' });
    expect(region).toHaveTextContent('Todavía no sube piezas a su portafolio.');
    expect(within(region).queryByRole('list')).toBeNull();
  });
});
