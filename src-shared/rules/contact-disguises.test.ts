import { describe, expect, it } from 'vitest';
import { containsContactInfo, findContactInfo, type ContactFindings } from './contact-detection';

type Finding = keyof ContactFindings;

/**
 * What people type to slip a contact detail past the marketplace, in Spanish and English, and the
 * finding each must raise (others may be raised too: "wa.me/52…" is a web address and a phone).
 */
const DISGUISED: ReadonlyArray<readonly [string, Finding]> = [
  // E-mail addresses
  ['ana(at)gmail(dot)com', 'email'],
  ['Escríbeme: ana arroba gmail punto com', 'email'],
  ['ana [at] gmail [dot] com', 'email'],
  ['reach me: ana at gmail dot com', 'email'],
  ['ANA AT YAHOO DOT COM', 'email'],
  ['ana @ gmail . com', 'email'],
  ['anaARROBAgmail.com', 'email'],
  ['ana＠gmail．com', 'email'],
  ['ana@gm\u200Bail.com', 'email'],
  ['mi correo es ana arroba hotmail', 'email'],
  ['ana@gmail', 'email'],
  ['ana.lopez (arroba) outlook (punto) com', 'email'],
  ['ana{at}icloud{dot}com', 'email'],
  ['ana_lopez<at>proton<dot>me', 'email'],
  ['correo: ana @gmail.com', 'email'],
  ['contacto arroba mimarca punto com punto mx', 'email'],
  ['ventas arroba tienda punto es', 'email'],
  // Phones
  ['Llámame: 55 12 34 56 78', 'phone'],
  ['55.1234.5678', 'phone'],
  ['5 5 1 2 3 4 5 6 7 8', 'phone'],
  ['55/1234/5678', 'phone'],
  ['mi cel 55 - 1234 - 5678', 'phone'],
  ['cinco cinco uno dos tres cuatro cinco seis siete ocho', 'phone'],
  ['márcame al 55 doce 34 56 78', 'phone'],
  ['cincuenta y cinco doce treinta y cuatro cincuenta y seis setenta y ocho', 'phone'],
  ['call five five five one two three four five six seven', 'phone'],
  ['cinco, cinco, uno, dos, tres, cuatro, cinco, seis, siete, ocho', 'phone'],
  ['whatsapp 55 1234 cinco seis siete ocho', 'phone'],
  ['whatsapp: 55 1234 5678', 'phone'],
  ['+52 1 55 1234 5678', 'phone'],
  ['５５１２３４５６７８', 'phone'],
  ['5️⃣5️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣', 'phone'],
  ['55–1234–5678', 'phone'],
  // Web addresses
  ['wa.me/5215512345678', 'web'],
  ['wa punto me/5215512345678', 'web'],
  ['t.me/anacocina', 'web'],
  ['t punto me/anacocina', 'web'],
  ['bit.ly/ana-kit', 'web'],
  ['linktr.ee/anacocina', 'web'],
  ['mi página: anacocina punto com', 'web'],
  ['anacocina dot com', 'web'],
  ['anacocinapuntocom', 'web'],
  ['www punto anacocina punto mx', 'web'],
  ['instagram.com/anacocina', 'web'],
  ['http ://anacocina.mx', 'web'],
  ['anacocina (dot) mx', 'web'],
  ['anacocina [.] com', 'web'],
  ['anacocina . com', 'web'],
];

/** Ordinary prose that reads, to a careless check, like a contact detail. */
const PROSE: readonly string[] = [
  'De 2015-2024 hice campañas de café y bebidas.',
  'Trabajé en Televisa de 2010 – 2018.',
  'Sígueme como @ana.cocina',
  'Colaboré con @marca.mx y @otra_marca',
  'Cobro $1,500 MXN por reel.',
  'Tengo 10,000 seguidores en TikTok.',
  'Ya pasé el 1.500.000 seguidores',
  'Mi tarifa: $2.500.000 por la campaña completa',
  'Entrego el 12/03/2025 a las 10:30.',
  'Lanzamos el 12.03.2025',
  'Del 12/03/2025-15/03/2025 estoy de viaje',
  'Grabaciones: 12/03/2025 15/03/2025',
  'Temporadas 2019/2020/2021',
  'Paquetes de 500 / 1000 / 1500 pesos',
  'Llegué a 1.5 millones de vistas',
  'El 65% de mi audiencia tiene 25-34 años.',
  'Audiencia por edad: 18 - 24 / 25 - 34 / 35 - 44',
  'Tallas 28 - 30 - 32 - 34 - 36',
  'Nos vemos a las cinco en punto.',
  'Trabajo en un punto de venta.',
  'El punto es que me encanta cocinar.',
  'Estoy a punto de llegar a 100 mil seguidores.',
  'Vendo maíz por arroba; una arroba de maíz pesa unos 11 kilos.',
  'Meet me at the park on Sunday.',
  'I used to work at Yahoo.',
  'Polka dot dress, talla M.',
  'The dot com bubble changed marketing.',
  'La era punto com cambió la publicidad.',
  'Tengo dos perros y tres gatos.',
  'Uno de los mejores tacos de la ciudad.',
  'Quince años de experiencia, dos premios y treinta y dos campañas.',
  'Cuento: uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez.',
  'C.P. 06700, Ciudad de México',
  'Monterrey, N.L. Mx',
  'Hice 3 campañas, 12 reels y 40 historias.',
  'Versión 2.0 del proyecto, disponible 24/7.',
  'Soy desarrolladora dotnet y creadora de contenido.',
  'Mi correo lo comparto cuando cerremos el trato en la plataforma.',
  'Escribe una URL que empiece con https:// para continuar.',
];

describe('contact detection: disguised contact details', () => {
  it('has at least 30 disguises and 30 prose phrases', () => {
    expect(DISGUISED.length).toBeGreaterThanOrEqual(30);
    expect(PROSE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(DISGUISED)('flags %j as %s', (text, finding) => {
    expect(findContactInfo(text)[finding]).toBe(true);
    expect(containsContactInfo(text)).toBe(true);
  });

  it.each(PROSE)('leaves %j alone', (text) => {
    expect(findContactInfo(text)).toEqual({ email: false, web: false, phone: false });
  });

  it('reads a long text once, not again from each character', () => {
    // Repeated chains and runs that never complete an address: each made the old expressions
    // start over at every character (seconds to minutes on a 1 MB request body).
    for (const unit of ['a.', 'ana punto ', 'x at y dot ', 'a-', ' .', 'a@']) {
      const text = unit.repeat(Math.ceil(100_000 / unit.length));
      const started = performance.now();
      expect(containsContactInfo(text)).toBe(false);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
