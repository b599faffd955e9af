import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page';

describe('unsubscribePage', () => {
  it('confirms in Spanish with the address, escaped', () => {
    const page = unsubscribePage({ kind: 'unsubscribed', email: 'ana+"x"@correo.mx' });
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain('<h1>Listo: te diste de baja</h1>');
    expect(page).toContain('ana+&#34;x&#34;@correo.mx');
  });

  it('explains a missing or bad address without echoing markup', () => {
    expect(unsubscribePage({ kind: 'missing' })).toContain('le falta la dirección de correo');
    const bad = unsubscribePage({ kind: 'invalid', address: '<script>alert(1)</script>' });
    expect(bad).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(bad).not.toContain('<script');
    expect(bad).toContain('no es una dirección de correo válida');
  });

  it('refuses a link typed in or altered without echoing anything', () => {
    const page = unsubscribePage({ kind: 'forged' });
    expect(page).toContain('<h1>No pudimos darte de baja</h1>');
    expect(page).toContain('le falta una parte o fue modificado');
  });

  it('loads nothing from anywhere, and its CSP allows exactly its own style', () => {
    const page = unsubscribePage({ kind: 'failed' });
    expect(page).not.toMatch(/<(?:script|link|img|iframe|form)\b/);
    expect(page).not.toMatch(/(?:src|href)=/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(UNSUBSCRIBE_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(UNSUBSCRIBE_PAGE_CSP).toContain("default-src 'none'");
    expect(UNSUBSCRIBE_PAGE_CSP).toContain("frame-ancestors 'none'");
  });
});
