import { describe, expect, it } from 'vitest';
import type { MediaKit, MediaKitNetwork } from '../domain/media-kit';
import { MEDIA_KIT_CSP, escapeHtml, renderMediaKitHtml } from './render-media-kit-html';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const instagram: MediaKitNetwork = {
  network: 'instagram',
  username: 'ana.lopez',
  followers: 1234567,
  er: 3.456,
  aqs: 78,
  audience: [
    { gender: 'female', age_range: '25-34', percent: 30 },
    { gender: 'male', age_range: '18-24', percent: 20 },
    { gender: 'female', age_range: '18-24', percent: 25 },
    { gender: 'male', age_range: '65+', percent: 25 },
  ],
  read_at: '2025-03-05T03:00:00Z',
  verified: true,
};

function kitWith(overrides: Partial<MediaKit> = {}): MediaKit {
  return {
    accountId: 'acc-1',
    name: 'Ana López',
    handle: 'ana.lopez',
    bio: 'Cocina mexicana y viajes.',
    category: 'macroinfluencer',
    country: 'MX',
    languages: ['es', 'en'],
    photo: PIXEL,
    networks: [instagram],
    prices: [{ id: 'p1', network: 'instagram', content_type: 'reel', price: 1234.5 }],
    highlights: [{ title: 'Campaña de verano', media_type: 'video', thumbnail: PIXEL }],
    synced_at: '2025-03-06T18:30:00Z',
    ...overrides,
  };
}

const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the media kit document', () => {
  it('is self-contained: a strict CSP, no scripts, no outside addresses', () => {
    const html = renderMediaKitHtml(kitWith());
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${MEDIA_KIT_CSP}">`,
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('@page { size: A4; margin: 15pt; }');
    expect(html).toContain('width: 794px');
  });

  it('shows the creator, each network with its read date, prices and how to get in touch', () => {
    const text = textOf(renderMediaKitHtml(kitWith()));
    for (const expected of [
      'Ana López',
      '@ana.lopez',
      'Macroinfluencer',
      'País: México',
      'Idiomas: Español, Inglés',
      'Cocina mexicana y viajes.',
      'Instagram',
      '1,234,567',
      '3.46%',
      'Calidad de audiencia (AQS)',
      'Datos leídos el 4 de marzo de 2025',
      'Reel',
      'USD 1,234.50',
      'Video',
      'Campaña de verano',
      'Contacta a Ana López en Marca Creadores: @ana.lopez',
      'Datos actualizados el 6 de marzo de 2025',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('sums the audience by age (youngest first) and by gender', () => {
    const text = textOf(renderMediaKitHtml(kitWith()));
    expect(text).toMatch(/18-24 45% .*25-34 30% .*65\+ 25%/);
    expect(text).toMatch(/Mujeres 55% .*Hombres 45%/);
  });

  it('leaves out what a network does not report instead of inventing it', () => {
    const html = renderMediaKitHtml(
      kitWith({
        networks: [
          { ...instagram, network: 'twitter', er: null, aqs: null, audience: [], read_at: null },
        ],
      }),
    );
    const text = textOf(html);
    expect(text).toContain('X');
    expect(text).not.toContain('Engagement');
    expect(text).not.toContain('AQS');
    expect(text).not.toContain('Audiencia por edad');
    expect(text).toContain('Datos aún no leídos');
  });

  it('names the networks as the app does and subscribers on YouTube', () => {
    const text = textOf(
      renderMediaKitHtml(
        kitWith({
          networks: [
            { ...instagram, network: 'spotify', username: 'Sabores' },
            { ...instagram, network: 'youtube' },
          ],
        }),
      ),
    );
    expect(text).toContain('Podcast Datos de la red Sabores');
    expect(text).toContain('Suscriptores');
  });

  it('escapes every text the creator typed', () => {
    const html = renderMediaKitHtml(
      kitWith({
        name: '<img src=x onerror=alert(1)>',
        bio: '"><script>alert(1)</script>',
        handle: "a'b",
        highlights: [{ title: '</figure><script>', media_type: 'image', thumbnail: null }],
      }),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(escapeHtml('<img src=x onerror=alert(1)>'));
    expect(html).toContain('a&#39;b');
  });

  it('uses only raster data: images, and an initials badge otherwise', () => {
    const html = renderMediaKitHtml(
      kitWith({
        photo: 'https://cdn.example.com/ana.jpg',
        highlights: [
          { title: 'Uno', media_type: 'image', thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' },
          { title: 'Dos', media_type: 'image', thumbnail: 'data:image/png;base64,AAA" onload="x' },
        ],
      }),
    );
    expect(html).not.toContain('cdn.example.com');
    expect(html).not.toContain('svg+xml');
    expect(html).not.toContain('onload');
    expect(html).toContain('>AL</div>');
    expect(textOf(html).match(/Sin imagen/g)).toHaveLength(2);
  });

  it('shows at most six highlights, marking videos', () => {
    const highlights = Array.from({ length: 8 }, (_, i) => ({
      title: `Pieza ${i + 1}`,
      media_type: i % 2 === 0 ? ('video' as const) : ('image' as const),
      thumbnail: PIXEL,
    }));
    const text = textOf(renderMediaKitHtml(kitWith({ highlights })));
    expect(text).toContain('Pieza 6');
    expect(text).not.toContain('Pieza 7');
    expect(text.match(/▶ Video/g)).toHaveLength(3);
  });

  it('points to the marketplace even before the creator has a handle, never to private contact', () => {
    const html = renderMediaKitHtml(kitWith({ handle: null }));
    const contact = /<p class="contact">([^<]*)<\/p>/.exec(html)?.[1];
    expect(contact).toBe('Contacta a Ana López en Marca Creadores');
    expect(html).not.toMatch(/mailto:|tel:/);
  });
});
