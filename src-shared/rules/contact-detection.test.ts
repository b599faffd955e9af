import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsContactInfo, findContactInfo } from './contact-detection';

describe('contact detection', () => {
  it.each([
    ['Escríbeme a correo@dominio.com', { email: true }],
    ['ana.lopez+marcas@gmail.com', { email: true }],
    ['Visita www.sitio.mx', { web: true }],
    ['https://mi-portafolio.dev/trabajos', { web: true }],
    ['http://ejemplo.org', { web: true }],
    ['búscame en anacrea.com', { web: true }],
    ['mi blog: ana.blog', { web: true }],
    ['Llámame al 55 1234 5678', { phone: true }],
    ['+52 (55) 1234-5678', { phone: true }],
    ['5551234', { phone: true }],
    ['123-4567', { phone: true }],
  ])('flags %j', (text, expected) => {
    expect(findContactInfo(text)).toMatchObject(expected);
    expect(containsContactInfo(text)).toBe(true);
  });

  it.each([
    'Creadora de contenido de viajes y gastronomía.',
    'Tengo 3 perros y 2 gatos.',
    'Nací en 1995 en Guadalajara.',
    'Cobro desde $1,500 por publicación.',
    'hola.como estás',
    'Mi número favorito es el 7.',
    'Fotos 24/7 y videos 4K',
    'José María',
  ])('leaves %j alone', (text) => {
    expect(containsContactInfo(text)).toBe(false);
  });

  it.each([
    'Trabajé como fotógrafa de 2015-2024 en Monterrey.',
    'Creadora de contenido 2015 - 2024',
    'Etapas: (1998-2003), 2010-2015 y 2019 - 2024.',
  ])('does not take the year range in %j for a phone', (text) => {
    expect(findContactInfo(text).phone).toBe(false);
  });

  it.each([
    'Llámame al 55 2015-2024',
    'Tel +2015-2024',
    '2024-2015',
    '2015-2024-2025',
    'de 2015-2024 5',
    'WhatsApp 55-1234-5678',
  ])('still flags the phone-like run in %j', (text) => {
    expect(findContactInfo(text).phone).toBe(true);
  });

  it('never flags text of letters and spaces only (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-ZáéíóúñÑ ]{0,80}$/), (text) => {
        expect(containsContactInfo(text)).toBe(false);
      }),
    );
  });

  it('always flags text that carries an e-mail address, wherever it sits (property)', () => {
    const local = fc.stringMatching(/^[a-z][a-z0-9._]{0,15}$/);
    const domain = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
    fc.assert(
      fc.property(fc.string(), local, domain, fc.string(), (before, user, host, after) => {
        expect(findContactInfo(`${before} ${user}@${host}.com ${after}`).email).toBe(true);
      }),
    );
  });

  it('always flags a run of 7 to 13 digits with separators but a year range (property)', () => {
    const run = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', ' ', '-')), {
        minLength: 7,
        maxLength: 13,
      })
      .map((parts) =>
        parts.map(([d, s], i) => (i === parts.length - 1 ? `${d}` : `${d}${s}`)).join(''),
      )
      // The one shape that is not a phone: a bare year range such as 2015-2024.
      .filter((digits) => !/^(?:19|20)\d{2}-(?:19|20)\d{2}$/.test(digits));
    fc.assert(
      fc.property(run, (digits) => {
        expect(findContactInfo(`Tel ${digits}`).phone).toBe(true);
      }),
    );
  });
});
