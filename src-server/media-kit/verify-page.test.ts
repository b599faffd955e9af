import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KitFigures, KitVerifyAnswer } from '../../src-shared/domain/media-kit';
import { KIT_VERIFY_PAGE_CSP, kitVerifyPage } from './verify-page';

const instagram: KitFigures['networks'][number] = {
  network: 'instagram',
  username: 'ana.crea',
  followers: 48_200,
  er: 3.25,
  aqs: 71,
  views_avg: null,
};

function anAnswer(overrides: Partial<KitVerifyAnswer> = {}): KitVerifyAnswer {
  const figures: KitFigures = { handle: 'ana.crea', networks: [instagram] };
  return {
    code: '7K3M9QX2PD',
    creator: { handle: 'ana.crea', name: 'Ana López' },
    exported_at: '2026-11-20T18:30:00.000Z',
    registered_at: '2026-11-21T09:00:00.000Z',
    matches: true,
    printed: figures,
    live: figures,
    ...overrides,
  };
}

describe('kitVerifyPage', () => {
  it('says in Spanish whose kit it is, when it was exported and that its figures match', () => {
    const page = kitVerifyPage({ kind: 'found', answer: anAnswer() });
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain('<h1>Verificación del media kit</h1>');
    expect(page).toContain('7K3M9QX2PD');
    expect(page).toContain('<strong>Ana López (@ana.crea)</strong>');
    expect(page).toContain('<time datetime="2026-11-20T18:30:00.000Z">');
    expect(page).toContain('20 de noviembre de 2026');
    expect(page).toContain('Las cifras coinciden con las actuales.');
    expect(page).toContain('Instagram · @ana.crea');
    expect(page).toContain('<td>48,200</td>');
    expect(page).toContain('<td>3.25%</td>');
    expect(page).not.toContain('(cambió)');
  });

  it('marks every figure that changed, and networks added or gone since', () => {
    const page = kitVerifyPage({
      kind: 'found',
      answer: anAnswer({
        matches: false,
        live: {
          handle: 'ana.crea',
          networks: [
            { ...instagram, followers: 50_000 },
            { ...instagram, network: 'tiktok', username: 'ana.tk', er: null, aqs: null },
          ],
        },
        printed: {
          handle: 'ana.crea',
          networks: [
            instagram,
            { ...instagram, network: 'youtube', username: 'AnaCrea', er: null, aqs: null },
          ],
        },
      }),
    });
    expect(page).toContain('Las cifras cambiaron desde que se exportó.');
    expect(page).toContain('<td>48,200</td><td>50,000 (cambió)</td>');
    expect(page).toContain('<td>3.25%</td><td>3.25%</td>');
    expect(page).toContain('YouTube · @AnaCrea (ya no está en el perfil)');
    expect(page).toContain('TikTok · @ana.tk (agregada después)');
    expect(page).toContain('<td>Sin dato</td><td>Sin dato</td>');
  });

  it('escapes every stored value', () => {
    const hostile = '<script>alert(1)</script>';
    const answer = anAnswer({
      creator: { handle: null, name: hostile },
      printed: { handle: null, networks: [{ ...instagram, username: `"><img src=x>` }] },
      live: { handle: null, networks: [] },
    });
    const page = kitVerifyPage({ kind: 'found', answer });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('has a page for an unknown code and one for a failure', () => {
    const missing = kitVerifyPage({ kind: 'not_found' });
    expect(missing).toContain('<h1>No encontramos ese código de verificación</h1>');
    expect(missing).toContain(
      'se registra cuando la computadora que lo exportó vuelve a conectarse',
    );
    expect(kitVerifyPage({ kind: 'failed' })).toContain('No pudimos verificar el media kit');
  });

  it('loads nothing from anywhere, and its CSP allows exactly its own style', () => {
    const page = kitVerifyPage({ kind: 'found', answer: anAnswer() });
    expect(page).not.toMatch(/<(?:script|link|img|iframe|form)\b/);
    expect(page).not.toMatch(/(?:src|href)=/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(KIT_VERIFY_PAGE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });
});
