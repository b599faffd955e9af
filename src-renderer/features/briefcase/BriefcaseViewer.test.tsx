import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { aBriefcaseItem, aVideoItem } from '../../test/briefcase-builders';
import { UI_WAIT_MS } from '../../test/ui-wait';

const items = [
  aBriefcaseItem({ profile_url: 'https://instagram.com/p/abc' }),
  aVideoItem(),
  aBriefcaseItem({ id: '7d0f5c5e-1b7a-4c1e-9a55-0a1f3c2b4d03', title: 'Atardecer' }),
];

describe('briefcase viewer', () => {
  it('shows one piece at a time and moves with the arrow keys and buttons', async () => {
    const { user } = renderAs('influencer', '/briefcase', {
      listBriefcase: vi.fn(async () => ok(aListPage(items))),
    });
    // The first wait covers the app's start (session, shell, route), slow on a busy machine.
    await user.click(
      await screen.findByRole('button', { name: 'Ver imagen: Playa' }, { timeout: UI_WAIT_MS }),
    );

    let dialog = await screen.findByRole('dialog', { name: 'Playa' });
    expect(dialog).toHaveTextContent('Pieza 1 de 3');
    expect(within(dialog).getByRole('img', { name: 'Playa' })).toHaveAttribute(
      'src',
      items[0]!.image_url,
    );
    expect(within(dialog).getByRole('link', { name: 'Ver publicación' })).toHaveAttribute(
      'href',
      'https://instagram.com/p/abc',
    );
    expect(within(dialog).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    dialog = await screen.findByRole('dialog', { name: 'Receta en 30 segundos' });
    expect(dialog).toHaveTextContent('Pieza 2 de 3');
    // Videos play inline, with their poster until they start.
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', items[1]!.image_url);
    expect(video).toHaveAttribute('poster', items[1]!.thumbnail_url);
    expect(video).toHaveAttribute('controls');

    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    dialog = await screen.findByRole('dialog', { name: 'Atardecer' });
    expect(within(dialog).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Atardecer' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Receta en 30 segundos' })).toBeVisible();
  });
});
