import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDetailNetwork } from '../../test/finder-builders';
import { CreatorAudience } from './CreatorAudience';

const instagram = aDetailNetwork({
  audience: {
    read_at: '2026-11-21T18:00:00Z',
    source: 'instagram',
    shares: [
      { gender: 'female', age_range: '25-34', percent: 30 },
      { gender: 'female', age_range: '18-24', percent: 25 },
      { gender: 'male', age_range: '18-24', percent: 20 },
      { gender: 'male', age_range: '25-34', percent: 15.5 },
      { gender: 'unknown', age_range: '35-44', percent: 9.5 },
    ],
  },
});

const youtube = aDetailNetwork({
  network: 'youtube',
  username: 'anacocina',
  audience: {
    read_at: '2026-10-02T18:00:00Z',
    source: 'youtube',
    shares: [
      { gender: 'male', age_range: '35-44', percent: 60 },
      { gender: 'female', age_range: '35-44', percent: 40 },
    ],
  },
});

const tiktok = aDetailNetwork({ network: 'tiktok', username: 'ana.tt', audience: null });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('creator page audience', () => {
  it('shows age and gender per network that reports them, with the percentages in text', () => {
    render(<CreatorAudience networks={[instagram, tiktok, youtube]} />);
    const region = screen.getByRole('region', { name: 'Audiencia' });
    const headings = within(region).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Instagram', 'YouTube']);

    const ig = within(region).getByRole('region', { name: 'Instagram' });
    expect(ig).toHaveTextContent('Datos al 21 nov 2026 según Instagram');
    const ages = within(ig).getByRole('table', { name: 'Edad de la audiencia en Instagram' });
    expect(rowsOf(ages)).toEqual(['18-2445%', '25-3445.5%', '35-449.5%']);
    const genders = within(ig).getByRole('table', { name: 'Género de la audiencia en Instagram' });
    expect(rowsOf(genders)).toEqual(['Mujeres55%', 'Hombres35.5%', 'Sin especificar9.5%']);
    expect(within(genders).getByRole('rowheader', { name: 'Mujeres' })).toBeInTheDocument();

    const yt = within(region).getByRole('region', { name: 'YouTube' });
    expect(yt).toHaveTextContent('Datos al 2 oct 2026 según YouTube');
    expect(
      rowsOf(within(yt).getByRole('table', { name: 'Género de la audiencia en YouTube' })),
    ).toEqual(['Mujeres40%', 'Hombres60%']);
  });

  it('says so when no network reports its audience', () => {
    render(
      <CreatorAudience
        networks={[tiktok, aDetailNetwork({ audience: { ...instagram.audience!, shares: [] } })]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Audiencia' });
    expect(region).toHaveTextContent('Ninguna red reporta su audiencia todavía.');
    expect(within(region).queryByRole('table')).toBeNull();
  });
});
