import { describe, expect, it } from 'vitest';
import { aCardNetwork, aCreatorCard } from '../../test/finder-builders';
import { compactFigures } from './compact-row';

const instagram = aCardNetwork({ followers: 12_000, er: 2.1, read_at: '2026-03-01T00:00:00Z' });
const tiktok = aCardNetwork({
  network: 'tiktok',
  followers: 90_000,
  er: 1.5,
  read_at: '2026-03-04T00:00:00Z',
});
const youtube = aCardNetwork({ network: 'youtube', followers: 3_000, er: 6.4, read_at: null });

describe('compact list figures', () => {
  it('shows the largest audience with its date, and the best er with where it comes from', () => {
    const figures = compactFigures(aCreatorCard({ networks: [instagram, tiktok, youtube] }));
    expect(figures.main?.network).toBe('tiktok');
    expect(figures.followers).toBe(90_000);
    expect(figures.readAt).toBe('2026-03-04T00:00:00Z');
    expect(figures.er).toEqual({ value: 6.4, network: 'youtube' });
  });

  it('uses the searched network’s own figures when the creator has it', () => {
    const figures = compactFigures(
      aCreatorCard({ networks: [instagram, tiktok, youtube] }),
      'instagram',
    );
    expect(figures).toMatchObject({ followers: 12_000, er: { value: 2.1, network: 'instagram' } });
    expect(figures.main?.network).toBe('instagram');
  });

  it('says nothing it does not know', () => {
    expect(compactFigures(aCreatorCard({ networks: [] }))).toEqual({
      main: null,
      followers: null,
      er: null,
      readAt: null,
    });
    expect(compactFigures(aCreatorCard({ networks: [aCardNetwork({ er: null })] })).er).toBeNull();
  });
});
