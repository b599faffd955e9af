import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDetailNetwork } from '../../test/finder-builders';
import { CreatorNetworks } from './CreatorNetworks';

// Midday UTC: the same calendar day in every Mexican time zone.
const READ_AT = '2026-11-21T18:00:00Z';
const MONTH_AGO = '2026-10-22T18:00:00Z';

const instagram = aDetailNetwork({
  followers: 12_345,
  er: 3.456,
  aqs: 72.5,
  views_avg: 4_321,
  read_at: READ_AT,
  source: 'instagram',
  trend: {
    points: [
      { read_at: MONTH_AGO, followers: 11_145, source: 'instagram' },
      { read_at: '2026-11-05T18:00:00Z', followers: 11_900, source: 'instagram' },
      { read_at: READ_AT, followers: 12_345, source: 'instagram' },
    ],
    change_30d: { followers: 1_200, percent: 10.77, since: MONTH_AGO },
  },
});

const youtube = aDetailNetwork({
  network: 'youtube',
  username: 'UC4x9ZQ-channel-id',
  name: 'Cocina con Ana',
  followers: 2_500_000,
  er: null,
  aqs: null,
  views_avg: 48_200,
  read_at: READ_AT,
  source: 'youtube',
  trend: {
    points: [
      { read_at: MONTH_AGO, followers: 2_600_000, source: 'youtube' },
      { read_at: READ_AT, followers: 2_500_000, source: 'youtube' },
    ],
    change_30d: { followers: -100_000, percent: -3.85, since: MONTH_AGO },
  },
});

const blog = aDetailNetwork({
  network: 'blog',
  username: 'ana',
  name: 'Recetas de Ana',
  url: 'https://www.recetasdeana.mx/',
  followers: 900,
  connected: false,
  er: null,
  aqs: null,
  read_at: READ_AT,
  source: 'manual',
  trend: {
    points: [{ read_at: READ_AT, followers: 900, source: 'manual' }],
    change_30d: null,
  },
});

const tiktok = aDetailNetwork({
  network: 'tiktok',
  username: 'ana.tt',
  connected: false,
  followers: 5_000,
  er: null,
  aqs: null,
  read_at: null,
  source: null,
});

function rows() {
  render(<CreatorNetworks networks={[blog, instagram, tiktok, youtube]} name="Ana López" />);
  const region = screen.getByRole('region', { name: 'Redes' });
  return within(within(region).getByRole('list', { name: 'Redes de Ana López' })).getAllByRole(
    'listitem',
  );
}

describe('creator page networks', () => {
  it('lists the largest audience first, each network with its own heading', () => {
    const items = rows();
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['YouTube', 'Instagram', 'TikTok', 'Blog']);
  });

  it('shows followers, interaction rate, AQS and average views, read by the network on a date', () => {
    const [, row] = rows();
    expect(row).toHaveTextContent('InstagramVerificada@ana.crea');
    expect(row).toHaveTextContent('Datos al 21 nov 2026 según Instagram');
    const figures = within(row!).getAllByRole('definition');
    expect(
      within(row!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Seguidores', 'Tasa de interacción', 'AQS', 'Vistas promedio']);
    expect(figures.map((figure) => figure.textContent)).toEqual(['12.3K', '3.46%', '72.5', '4.3K']);
    expect(figures[0]).toHaveAttribute('title', '12,345');
  });

  it('names a channel by its name, and leaves out the figures its source does not give', () => {
    const [row] = rows();
    expect(row).toHaveTextContent('YouTubeVerificadaCocina con Ana');
    expect(row).not.toHaveTextContent('UC4x9ZQ');
    expect(
      within(row!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Seguidores', 'Vistas promedio']);
    expect(within(row!).getAllByRole('definition')[0]).toHaveTextContent('2.5M');
  });

  it('shows a page by its name and address, typed by hand, without a verified badge', () => {
    const [, , , row] = rows();
    expect(row).toHaveTextContent('BlogRecetas de Ana');
    expect(row).not.toHaveTextContent('Verificada');
    expect(row).toHaveTextContent('Datos al 21 nov 2026, capturados a mano');
    expect(within(row!).getByRole('link', { name: /^recetasdeana\.mx/ })).toHaveAttribute(
      'href',
      'https://www.recetasdeana.mx/',
    );
  });

  it('says when a network has no figures read yet and is not verified', () => {
    const [, , row] = rows();
    expect(row).toHaveTextContent('TikTokSin verificar@ana.tt');
    expect(row).toHaveTextContent('Sin datos leídos todavía');
  });

  it('draws the follower trend with its change, or says there is no history yet', () => {
    const [youtubeRow, instagramRow, tiktokRow, blogRow] = rows();
    expect(
      within(instagramRow!).getByRole('img', {
        name: 'Seguidores de Instagram: subieron 1.2K (10.8%) desde el 22 oct 2026; ahora 12.3K.',
      }),
    ).toBeInTheDocument();
    expect(instagramRow).toHaveTextContent('+1.2K (+10.8%)desde el 22 oct 2026');
    expect(youtubeRow).toHaveTextContent('\u2212100K (\u22123.9%)');
    // One reading (or none) is no trend: no chart, and the words say so.
    for (const row of [blogRow!, tiktokRow!]) {
      expect(within(row).queryByRole('img')).toBeNull();
      expect(row).toHaveTextContent('Sin historial');
    }
    // The full history is the creator's own; a brand gets no button to it.
    expect(screen.queryByRole('button', { name: /historial/i })).toBeNull();
  });

  it('says when the creator has no networks', () => {
    render(<CreatorNetworks networks={[]} name="Ana López" />);
    expect(screen.getByRole('region', { name: 'Redes' })).toHaveTextContent(
      'Todavía no conecta redes.',
    );
  });
});
