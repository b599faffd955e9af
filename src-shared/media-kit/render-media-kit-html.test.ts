import { describe, expect, it } from 'vitest';
import {
  defaultKitOptions,
  type KitPrint,
  type KitSection,
  type MediaKit,
  type MediaKitNetwork,
} from '../domain/media-kit';
import { kitPalette } from './kit-accent';
import { kitDates } from './media-kit-i18n';
import { MEDIA_KIT_CSP, escapeHtml, renderMediaKitHtml } from './render-media-kit-html';
import { ENGLISH_LABELS } from '../../tests/support/media-kit-fixture';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Midday on this computer's clock: the kit names local calendar days, in any time zone. */
const READ_AT = new Date(2025, 2, 5, 12).toISOString();
const EXPORTED_AT = new Date(2026, 10, 26, 12);

const instagram: MediaKitNetwork = {
  network: 'instagram',
  username: 'ana.lopez',
  name: '',
  url: '',
  followers: 1234567,
  er: 3.456,
  aqs: 78,
  views_avg: 45000,
  audience: [
    { gender: 'female', age_range: '25-34', percent: 30 },
    { gender: 'male', age_range: '18-24', percent: 20 },
    { gender: 'female', age_range: '18-24', percent: 25 },
    { gender: 'male', age_range: '65+', percent: 25 },
  ],
  read_at: READ_AT,
  verified: true,
  source: 'instagram',
  trend: [],
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
    collaborations: [
      {
        id: 'c1',
        brand: { id: 'b1', name: 'Café Tostado', logo: null },
        networks: ['instagram', 'youtube'],
        accepted_at: new Date(2024, 10, 12, 12).toISOString(),
      },
    ],
    synced_at: '2025-03-06T18:30:00Z',
    ...overrides,
  };
}

function printWith(overrides: Partial<KitPrint> = {}): KitPrint {
  return {
    options: defaultKitOptions(),
    agency: null,
    verification: null,
    exportedAt: EXPORTED_AT,
    ...overrides,
  };
}

const render = (kit: Partial<MediaKit> = {}, print: Partial<KitPrint> = {}) =>
  renderMediaKitHtml(kitWith(kit), printWith(print));

const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the media kit document', () => {
  it('is self-contained: a strict CSP, no scripts, no outside addresses', () => {
    const html = render();
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${MEDIA_KIT_CSP}">`,
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('width: 794px');
  });

  it('sets the paper size the options ask for, keeping 15-point margins', () => {
    expect(render()).toContain('@page { size: A4; margin: 15pt; }');
    const options = { ...defaultKitOptions(), page_size: 'letter' as const };
    expect(render({}, { options })).toContain('@page { size: letter; margin: 15pt; }');
  });

  it('shows the creator on the cover with the total reach and the one export date', () => {
    const text = textOf(
      render({
        networks: [instagram, { ...instagram, network: 'tiktok', followers: 765433 }],
      }),
    );
    for (const expected of [
      'Ana López',
      '@ana.lopez',
      'Macroinfluencer · México',
      'Idiomas: Español, Inglés',
      'Cocina mexicana y viajes.',
      'Alcance total 2,000,000 seguidores en 2 redes sociales',
      `Datos al ${kitDates().day('2025-03-06T18:30:00Z')}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The export's own day is not a second date for the same data.
    expect(text).not.toContain('26 de noviembre de 2026');
  });

  it('opens with the photo as a wide band carrying the name, handle, category and country', () => {
    const html = render();
    const band = /<div class="cover-band">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    expect(band).toContain(`<img class="cover-photo" src="${PIXEL}" alt="Foto de Ana López">`);
    expect(textOf(band)).toContain('Ana López @ana.lopez Macroinfluencer · México');
    // Without a photo the band keeps its place, in the accent, with the initials.
    expect(render({ photo: null })).toContain(
      '<div class="cover-band cover-band-empty"><div class="cover-photo cover-initials" aria-hidden="true">AL</div>',
    );
  });

  it("letters the cover with the app's one initials rule (issue 34), not one of its own", () => {
    const initials = (overrides: Partial<MediaKit>) =>
      /<div class="cover-photo cover-initials" aria-hidden="true">([^<]*)<\/div>/.exec(
        render({ photo: null, ...overrides }),
      )?.[1];
    // Joining words are skipped, and a domain-like name counts by its name, not its ending.
    expect(initials({ name: 'Café de la Luna' })).toBe('CL');
    expect(initials({ name: 'cafeluna.com.mx' })).toBe('C');
    expect(initials({ name: 'ana.lopez@ejemplo.mx' })).toBe('AL');
    // No usable name: the handle gives the letters, and the circle is never blank.
    expect(initials({ name: '  ', handle: 'sofia.cocina' })).toBe('SC');
    expect(initials({ name: '★', handle: null })).toBe('?');
  });

  it('puts the four figures brands compare first in big tiles, naming where each comes from', () => {
    const tiktok: MediaKitNetwork = {
      ...instagram,
      network: 'tiktok',
      followers: 2_000_000,
      er: 5.1,
      views_avg: 310_000,
      audience: [
        { gender: 'male', age_range: '18-24', percent: 40 },
        { gender: 'female', age_range: '18-24', percent: 20 },
        { gender: 'male', age_range: '25-34', percent: 25 },
        { gender: 'unknown', age_range: '25-34', percent: 15 },
      ],
    };
    const html = render({ networks: [tiktok, { ...instagram, er: 6.25, views_avg: 1_000 }] });
    const tiles = /<dl class="tiles tiles-4">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
    expect(textOf(tiles).trim()).toBe(
      [
        'Alcance total 3,234,567 seguidores en 2 redes sociales',
        'Mejor tasa de interacción 6.25% en Instagram',
        'Vistas promedio 310,000 en TikTok',
        // The biggest network that reports its audience; "Sin especificar" is never the answer.
        'Audiencia principal Hombres, 18-24 65% hombres y 60% de 18-24 años en TikTok',
      ].join(' '),
    );
  });

  it('leaves out a tile no network reports, never printing it as zero', () => {
    const html = render({
      networks: [{ ...instagram, er: null, views_avg: null, audience: [] }],
    });
    expect(html).toContain('<dl class="tiles tiles-1">');
    const text = textOf(html);
    expect(text).toContain('Alcance total 1,234,567 seguidores en 1 red social');
    for (const gone of ['Mejor tasa de interacción', 'Vistas promedio', 'Audiencia principal']) {
      expect(text).not.toContain(gone);
    }
    expect(render({ networks: [] })).not.toContain('class="tiles');
  });

  it("prints the data's day as the calendar day of this computer, whatever its time zone", () => {
    const lateEvening = new Date(2026, 10, 25, 23, 30);
    const text = textOf(render({ synced_at: lateEvening.toISOString() }));
    expect(text).toContain(`Datos al ${kitDates().day(lateEvening.toISOString())}`);
    expect(text).toContain('Datos al 25 de noviembre de 2026');
  });

  it('shows each network with its logo, figures in Spanish, read date and source', () => {
    const html = render();
    const text = textOf(html);
    for (const expected of [
      'Instagram',
      '@ana.lopez',
      'Seguidores 1,234,567',
      'Tasa de interacción 3.46%',
      'Vistas promedio 45,000',
      'Calidad de audiencia (AQS) 78',
      'Leído el 5 de marzo de 2025 · verificado por Instagram',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/<span class="logo" style="background: linear-gradient\(45deg, #f58529/);
    expect(html).toMatch(/<svg viewBox="0 0 24 24"[^>]*><path d="M/);
  });

  it('says when figures were typed by hand, and when none were read yet', () => {
    const text = textOf(
      render({
        networks: [
          { ...instagram, network: 'pinterest', verified: false, source: 'manual' },
          { ...instagram, network: 'facebook', read_at: null, source: null },
        ],
      }),
    );
    expect(text).toContain('Leído el 5 de marzo de 2025 · ingresado a mano');
    expect(text).toContain('Datos aún no leídos');
  });

  it('leaves out what a network does not report instead of inventing it', () => {
    const text = textOf(
      render({
        networks: [
          {
            ...instagram,
            network: 'twitter',
            er: null,
            aqs: null,
            views_avg: null,
            audience: [],
          },
        ],
      }),
    );
    expect(text).toContain('X');
    expect(text).not.toContain('Tasa de interacción');
    expect(text).not.toContain('Vistas promedio');
    expect(text).not.toContain('AQS');
    // No network with an audience: no audience section at all.
    expect(text).not.toContain('Audiencia');
  });

  it('names blogs, podcasts and LinkedIn pages by their name and address', () => {
    const named = (network: MediaKitNetwork['network'], name: string, url: string) => ({
      ...instagram,
      network,
      username: `user-${network}`,
      name,
      url,
    });
    const text = textOf(
      render({
        networks: [
          named('blog', 'Cocina de Ana', 'https://cocinadeana.mx'),
          named('spotify', 'Sabores', 'https://open.spotify.com/show/sabores'),
          named('linkedin', 'Ana López Cocina', 'https://www.linkedin.com/in/ana'),
        ],
      }),
    );
    expect(text).toContain('Blog Cocina de Ana https://cocinadeana.mx');
    expect(text).toContain('Podcast Sabores https://open.spotify.com/show/sabores');
    expect(text).toContain('LinkedIn Ana López Cocina https://www.linkedin.com/in/ana');
    expect(text).not.toContain('user-');
    expect(text).not.toMatch(/@user/);
  });

  it('names YouTube followers subscribers', () => {
    const text = textOf(render({ networks: [{ ...instagram, network: 'youtube' }] }));
    expect(text).toContain('Suscriptores 1,234,567');
  });

  it('draws the follower trend and its change over the month up to the last reading', () => {
    const day = (n: number) => new Date(Date.parse(READ_AT) - n * 86_400_000).toISOString();
    const trend = [
      { read_at: day(60), followers: 900_000, source: 'instagram' as const },
      { read_at: day(35), followers: 1_000_000, source: 'instagram' as const },
      { read_at: day(10), followers: 1_200_000, source: 'instagram' as const },
      { read_at: day(0), followers: 1_250_000, source: 'instagram' as const },
    ];
    const html = render({ networks: [{ ...instagram, trend }] });
    expect(html).toMatch(/<svg class="trend-line" role="img" aria-label="Tendencia de seguidores"/);
    expect(textOf(html)).toContain('Tendencia de seguidores +250,000 (+25%) en 35 días');
  });

  it('prints no trend with fewer than two readings', () => {
    const one = [{ read_at: READ_AT, followers: 10, source: 'instagram' as const }];
    for (const trend of [[], one]) {
      const html = render({ networks: [{ ...instagram, trend }] });
      expect(html).not.toContain('class="trend-line"');
      expect(textOf(html)).not.toContain('Tendencia de seguidores');
    }
  });

  it('sums the audience by age (youngest first) and by gender, with network and date', () => {
    const text = textOf(render());
    expect(text).toContain('Audiencia Instagram Por edad');
    expect(text).toMatch(/18-24 45% .*25-34 30% .*65\+ 25%/);
    expect(text).toMatch(/Mujeres 55% .*Hombres 45%/);
    expect(text).toContain('Datos del 5 de marzo de 2025');
  });

  it('prints only the sections the options turn on; the cover always', () => {
    // Section headings only: the cover's tiles say "Audiencia principal" too.
    const headingsOf = (html: string) =>
      [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]).join(' · ');
    const all = headingsOf(render());
    for (const heading of [
      'Redes sociales',
      'Audiencia',
      'Trabajos destacados',
      'Tarifas',
      'Colaboraciones anteriores',
      'Contacto',
    ]) {
      expect(all).toContain(heading);
    }
    const sections = Object.fromEntries(
      Object.keys(defaultKitOptions().sections).map((section) => [section, false]),
    ) as Record<KitSection, boolean>;
    const noneHtml = render({}, { options: { ...defaultKitOptions(), sections } });
    const none = textOf(noneHtml);
    expect(none).toContain('Ana López');
    expect(none).toContain('Alcance total');
    expect(headingsOf(noneHtml)).toBe('');
    for (const gone of ['Campaña de verano', 'USD 1,234.50', 'Café Tostado']) {
      expect(none).not.toContain(gone);
    }
    const onlyPrices = textOf(
      render({}, { options: { ...defaultKitOptions(), sections: { ...sections, prices: true } } }),
    );
    expect(onlyPrices).toContain('Tarifas Red Contenido Precio Instagram Reel USD 1,234.50');
    expect(onlyPrices).not.toContain('Redes sociales');
  });

  it('lists past collaborations with the brand, networks and month', () => {
    const text = textOf(render());
    expect(text).toContain(
      'Colaboraciones anteriores Café Tostado Café Tostado Instagram, YouTube · Colaboración de noviembre de 2024',
    );
  });

  it("shows past collaborations as a strip of the brands' uploaded logos, the name where there is none", () => {
    const html = render({
      collaborations: [
        {
          id: 'c1',
          brand: { id: 'b1', name: 'Café Tostado', logo: PIXEL },
          networks: ['instagram'],
          accepted_at: new Date(2024, 10, 12, 12).toISOString(),
        },
        {
          id: 'c2',
          brand: { id: 'b2', name: 'Mercado Verde', logo: null },
          networks: ['youtube'],
          accepted_at: new Date(2024, 7, 2, 12).toISOString(),
        },
      ],
    });
    const strip = /<ul class="logo-strip">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(strip).toContain(
      `<img class="brand-logo" src="${PIXEL}" alt="Logotipo de Café Tostado">`,
    );
    // No logo uploaded: the brand's name as a wordmark in the same box, never a lone letter.
    expect(strip).toContain(
      '<span class="brand-logo brand-wordmark" aria-hidden="true">Mercado Verde</span>',
    );
    expect(strip).not.toMatch(/>[A-ZÁÉÍÓÚ]<\//);
  });

  it('shows at most six highlights, marking videos', () => {
    const highlights = Array.from({ length: 8 }, (_, i) => ({
      title: `Pieza ${i + 1}`,
      media_type: i % 2 === 0 ? ('video' as const) : ('image' as const),
      thumbnail: PIXEL,
    }));
    const text = textOf(render({ highlights }));
    expect(text).toContain('Pieza 6');
    expect(text).not.toContain('Pieza 7');
    expect(text.match(/▶ Video/g)).toHaveLength(3);
  });

  it("prints a video's poster with a play button over it, named for a screen reader", () => {
    const html = render({
      highlights: [{ title: 'Receta en video', media_type: 'video', thumbnail: PIXEL }],
    });
    expect(html).toContain(
      `<figure class="highlight highlight-video"><div class="thumb"><img src="${PIXEL}" alt="Receta en video"><span class="play" role="img" aria-label="Reproducir video">`,
    );
  });

  it('prints audience shares that add up to exactly 100 % by age and by gender', () => {
    const third = 100 / 3;
    const network: MediaKitNetwork = {
      ...instagram,
      audience: ['18-24', '25-34', '35-44'].flatMap((age_range) => [
        { gender: 'female' as const, age_range, percent: third * 0.58 },
        { gender: 'male' as const, age_range, percent: third * 0.4 },
        { gender: 'unknown' as const, age_range, percent: third * 0.02 },
      ]),
    };
    const text = textOf(render({ networks: [network] }));
    // Each third rounded on its own would print 33.3% three times: 99.9% in all.
    expect(text).toContain('Por edad 18-24 33.4% 25-34 33.3% 35-44 33.3%');
    expect(text).toContain('Por género Mujeres 58% Hombres 40% Sin especificar 2%');
  });

  it('points to the marketplace without agency details, never to private contact', () => {
    const withHandle = /<p class="contact">([^<]*)<\/p>/.exec(render())?.[1];
    expect(withHandle).toBe('Contacta a Ana López en Marca Creadores: @ana.lopez');
    const html = render({ handle: null });
    expect(/<p class="contact">([^<]*)<\/p>/.exec(html)?.[1]).toBe(
      'Contacta a Ana López en Marca Creadores',
    );
    expect(html).not.toMatch(/mailto:|tel:/);
  });

  it("prints the agency's logo, name, contact person, e-mail and phone when set", () => {
    const html = render(
      {},
      {
        agency: {
          name: 'Agencia Norte',
          contact_person: 'Lucía Ramírez',
          email: 'lucia@agencianorte.mx',
          phone: '+52 33 1234 5678',
          logo: PIXEL,
        },
      },
    );
    const text = textOf(html);
    expect(text).toContain(
      'Contacto Agencia Norte Representación de Ana López Contacto: Lucía Ramírez Correo electrónico: lucia@agencianorte.mx Teléfono: +52 33 1234 5678',
    );
    expect(text).toContain('Presentado por Agencia Norte');
    expect(text).not.toContain('Marca Creadores');
    expect(html).toContain(
      `<img class="agency-logo" src="${PIXEL}" alt="Logotipo de Agencia Norte">`,
    );
  });

  it('skips the agency lines left empty', () => {
    const text = textOf(
      render(
        {},
        { agency: { name: 'Agencia Sur', contact_person: '', email: '', phone: '', logo: null } },
      ),
    );
    expect(text).toContain('Agencia Sur');
    expect(text).not.toContain('Correo electrónico');
    expect(text).not.toContain('Teléfono');
  });

  it('prints the verification code, address and QR code of an exported kit only', () => {
    const qr =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7"/></svg>';
    const url = 'http://127.0.0.1:4010/api/v3/media-kit/verify/7K3M9QXR2T';
    const html = render(
      {},
      { verification: { code: '7K3M9QXR2T', url, qr_svg: qr, registered: false } },
    );
    const text = textOf(html);
    expect(text).toContain('Código de verificación: 7K3M9QXR2T');
    expect(text).toContain(`Verifica este kit en ${url}`);
    expect(text).toContain('Pendiente de registrar');
    expect(html).toContain(
      `<img class="qr" src="data:image/svg+xml;base64,${btoa(qr)}" alt="Código QR de la dirección de verificación">`,
    );
    // The QR code's SVG is an image, never markup of the page.
    expect(html).not.toContain('<path d="M0 0h7"/>');

    const registered = render(
      {},
      { verification: { code: '7K3M9QXR2T', url, qr_svg: qr, registered: true } },
    );
    expect(textOf(registered)).not.toContain('Pendiente de registrar');

    const preview = render();
    expect(preview).not.toContain('class="qr"');
    expect(textOf(preview)).not.toContain('verificación');
  });

  it('colours headings, bars and the trend line with the accent, darkened where it would not read', () => {
    const dark = render({}, { options: { ...defaultKitOptions(), accent: '#0b7a3e' } });
    expect(dark).toMatch(/h2 \{[^}]*color: #0b7a3e;/);
    expect(dark).toMatch(/\.bar-fill \{[^}]*background: #0b7a3e;/);
    expect(dark).toMatch(/\.trend-line path \{ stroke: #0b7a3e; \}/);

    const yellow = '#ffd400';
    const ink = kitPalette(yellow).ink;
    expect(ink).not.toBe(yellow);
    const light = render({}, { options: { ...defaultKitOptions(), accent: yellow } });
    expect(light).toMatch(new RegExp(`h2 \\{[^}]*color: ${ink};`));
    expect(light).toMatch(/\.bar-fill \{[^}]*background: #ffd400;/);
  });

  it('uses no English label anywhere', () => {
    const text = textOf(
      render(
        {
          category: 'top-influencer-celebrity',
          networks: [
            instagram,
            { ...instagram, network: 'pinterest', verified: false, source: 'manual' },
          ],
        },
        {
          agency: {
            name: 'Agencia',
            contact_person: 'Ana',
            email: 'a@b.mx',
            phone: '1',
            logo: null,
          },
        },
      ),
    );
    for (const label of ENGLISH_LABELS) {
      expect(text, label).not.toMatch(new RegExp(`\\b${label}\\b`, 'i'));
    }
    expect(textOf(render({ category: 'top-celebrity' }))).toContain('Celebridad');
  });

  it('escapes every text the creator or the agency typed', () => {
    const html = render(
      {
        name: '<img src=x onerror=alert(1)>',
        bio: '"><script>alert(1)</script>',
        handle: "a'b",
        highlights: [{ title: '</figure><script>', media_type: 'image', thumbnail: null }],
        networks: [{ ...instagram, network: 'blog', name: '<b>blog</b>', url: '"><script>' }],
        collaborations: [
          {
            id: 'c',
            brand: { id: 'b', name: '<i>marca</i>', logo: null },
            networks: [],
            accepted_at: '2024-01-10T12:00:00Z',
          },
        ],
      },
      {
        agency: {
          name: '<script>x</script>',
          contact_person: '<u>',
          email: '"a"@b',
          phone: '<1>',
          logo: null,
        },
      },
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<[biu]>/);
    expect(html).toContain(escapeHtml('<img src=x onerror=alert(1)>'));
    expect(html).toContain('a&#39;b');
    expect(html).toContain('&lt;i&gt;marca&lt;/i&gt;');
  });

  it('uses only raster data: images, and an initials badge otherwise', () => {
    const html = render({
      photo: 'https://cdn.example.com/ana.jpg',
      highlights: [
        { title: 'Uno', media_type: 'image', thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' },
        { title: 'Dos', media_type: 'image', thumbnail: 'data:image/png;base64,AAA" onload="x' },
      ],
    });
    expect(html).not.toContain('cdn.example.com');
    expect(html).not.toContain('svg+xml');
    expect(html).not.toContain('onload');
    expect(html).toContain('>AL</div>');
    expect(textOf(html).match(/Sin imagen/g)).toHaveLength(2);
  });
});
