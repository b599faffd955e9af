import { describe, expect, it } from 'vitest';
import type { Collaboration } from '../../src-shared/domain/finder';
import { withEmbeddedLogos } from './collaborations-copy';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const deal = (id: string, logo: string | null): Collaboration => ({
  id,
  brand: { id: `brand-${logo}`, name: 'Refresco Sol', logo },
  networks: ['instagram'],
  accepted_at: '2030-01-01T00:00:00.000Z',
});

describe('brand logos in the offline copy', () => {
  it('embeds each logo once as a data: URL, and prints none it could not fetch or read', async () => {
    const fetched: string[] = [];
    const download = async (url: string) => {
      fetched.push(url);
      if (url.endsWith('/sol.png')) return PNG;
      if (url.endsWith('/texto.png')) return new TextEncoder().encode('<html>');
      throw new Error('offline');
    };

    const copied = await withEmbeddedLogos(
      [
        deal('1', 'http://core.test/media/sol.png'),
        deal('2', 'http://core.test/media/sol.png'),
        deal('3', 'http://core.test/media/texto.png'),
        deal('4', 'http://core.test/media/caida.png'),
        deal('5', null),
      ],
      download,
    );

    const embedded = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    expect(copied.map((item) => item.brand.logo)).toEqual([embedded, embedded, null, null, null]);
    expect(fetched.sort()).toEqual([
      'http://core.test/media/caida.png',
      'http://core.test/media/sol.png',
      'http://core.test/media/texto.png',
    ]);
  });
});
