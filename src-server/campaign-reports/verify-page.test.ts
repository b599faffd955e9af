import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportFiguresOf } from '../../src-shared/campaign-report/report-figures';
import type { ReportVerifyAnswer } from '../../src-shared/domain/campaign-report';
import { aCollaboration, reading } from '../../tests/support/collaboration-fixture';
import { REPORT_VERIFY_PAGE_CSP, reportVerifyPage } from './verify-page';

function anAnswer(overrides: Partial<ReportVerifyAnswer> = {}): ReportVerifyAnswer {
  const figures = reportFiguresOf(aCollaboration());
  return {
    code: '7K3M9QXR2T',
    brand: { name: 'Café de Altura' },
    creator: { handle: 'sofia.cocina', name: 'Sofía Martínez' },
    exported_at: '2030-02-04T15:30:00.000Z',
    registered_at: '2030-02-04T15:30:02.000Z',
    matches: true,
    printed: figures,
    live: figures,
    ...overrides,
  };
}

describe('reportVerifyPage', () => {
  it('says in Spanish whose report it is, when it was exported and that its figures match', () => {
    const page = reportVerifyPage({ kind: 'found', answer: anAnswer() });
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain('<h1>Verificación del reporte de campaña</h1>');
    expect(page).toContain('7K3M9QXR2T');
    expect(page).toContain(
      'Reporte de campaña de <strong>Café de Altura</strong> con <strong>Sofía Martínez (@sofia.cocina)</strong>',
    );
    expect(page).toContain('<time datetime="2030-02-04T15:30:00.000Z">');
    expect(page).toContain('4 de febrero de 2030');
    expect(page).toContain('Las cifras coinciden con las que tiene la colaboración ahora.');
    expect(page).toMatch(/<td>66,150<\/td><td>66,150<\/td>/);
    expect(page).toContain('<caption>Artículo 1 de Blog</caption>');
    expect(page).not.toContain('(cambió)');
  });

  it('marks what changed, and items added since', () => {
    const collaboration = aCollaboration();
    const [reel, ...rest] = collaboration.items;
    const live = reportFiguresOf({
      ...collaboration,
      items: [
        {
          ...reel!,
          figures: [
            ...reel!.figures,
            reading('manual', '2030-02-02T12:00:00.000Z', { views: 50_000 }, 'manual'),
          ],
        },
        ...rest,
        { ...rest[0]!, network: 'facebook', content_type: 'post', figures: [] },
      ],
    });
    const page = reportVerifyPage({ kind: 'found', answer: anAnswer({ matches: false, live }) });
    expect(page).toContain('Las cifras cambiaron desde que se exportó el reporte.');
    expect(page).toContain('<td>48,250</td><td>50,000 (cambió)</td>');
    expect(page).toContain('<td>3</td><td>4 (cambió)</td>');
    expect(page).toContain('Publicación 1 de Facebook (agregada después)');
  });

  it('escapes every stored value', () => {
    const hostile = '<script>alert(1)</script>';
    const page = reportVerifyPage({
      kind: 'found',
      answer: anAnswer({ brand: { name: hostile }, creator: { handle: null, name: hostile } }),
    });
    expect(page).not.toContain('<script');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('has a page for an unknown code and one for a failure', () => {
    expect(reportVerifyPage({ kind: 'not_found' })).toContain(
      '<h1>No encontramos ese código de verificación</h1>',
    );
    expect(reportVerifyPage({ kind: 'failed' })).toContain(
      'No pudimos verificar el reporte de campaña',
    );
    // Issue 35: past the limit, the limit's own words, escaped.
    const limited = reportVerifyPage({
      kind: 'rate_limited',
      message: 'Demasiados intentos. Inténtalo de nuevo en 42 segundos. <b>',
    });
    expect(limited).toContain('<h1>Demasiadas verificaciones seguidas</h1>');
    expect(limited).toContain('Inténtalo de nuevo en 42 segundos. &#60;b&#62;');
  });

  it('loads nothing from anywhere, and its CSP allows exactly its own style', () => {
    const page = reportVerifyPage({ kind: 'found', answer: anAnswer() });
    expect(page).not.toMatch(/<(?:script|link|img|iframe|form|a)\b/);
    expect(page).not.toMatch(/(?:src|href)=/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(REPORT_VERIFY_PAGE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });
});
