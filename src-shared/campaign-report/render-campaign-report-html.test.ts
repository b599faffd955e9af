import { describe, expect, it } from 'vitest';
import {
  BLOG_URL,
  REEL_URL,
  aCollaboration,
  item,
  media,
  reading,
  version,
} from '../../tests/support/collaboration-fixture';
import type { CampaignReport, ReportPrint } from '../domain/campaign-report';
import type { Collaboration } from '../domain/collaboration';
import { reportDates } from './campaign-report-i18n';
import { campaignReportOf, reportImageUrls } from './campaign-report-of';
import { CAMPAIGN_REPORT_CSP, renderCampaignReportHtml } from './render-campaign-report-html';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const exportedAt = new Date(2030, 0, 30, 9, 30);
const verification = {
  code: '7K3M9QXR2T',
  url: 'http://127.0.0.1:4010/api/v3/campaign-reports/verify/7K3M9QXR2T',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
  registered: true,
};
const print: ReportPrint = { page_size: 'a4', verification, exportedAt };

/** Every image of the collaboration answered with a pixel. */
function reportOf(collaboration: Collaboration = aCollaboration()): CampaignReport {
  const images = new Map(reportImageUrls(collaboration).map((url) => [url, PIXEL]));
  return campaignReportOf(collaboration, images);
}

/** The visible text, tags dropped and spaces (NBSP included) collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('renderCampaignReportHtml', () => {
  const html = renderCampaignReportHtml(reportOf(), print);
  const text = textOf(html);

  it('is one self-contained Spanish document under the kit’s CSP, with no script', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="es-MX">/);
    expect(html).toContain(`content="${CAMPAIGN_REPORT_CSP}"`);
    expect(html).toContain('@page { size: A4; margin: 15pt; }');
    expect(html).not.toMatch(/<script|<link|<iframe|\son\w+=/i);
    for (const [, src] of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) {
      expect(src).toMatch(/^data:image\//);
    }
    expect(renderCampaignReportHtml(reportOf(), { ...print, page_size: 'letter' })).toContain(
      '@page { size: letter; margin: 15pt; }',
    );
  });

  it('opens with the brand × the creator, the terms and the big figures', () => {
    for (const expected of [
      'Reporte de campaña',
      'Café de Altura',
      'Sofía Martínez',
      '@sofia.cocina',
      'Precio acordado USD 2,400.00',
      'Del 10 de enero de 2030 al 10 de febrero de 2030',
      '6 piezas (1 cancelada o rechazada)',
      'Vistas totales 66,150 Sobre 3 de 5 piezas',
      'Interacciones totales 5,898 Me gusta + comentarios + compartidos Sobre 2 de 5 piezas',
      'Costo por vista USD 0.0363',
      'Costo por interacción USD 0.4069',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints every item with its state, approved content, post link and figures', () => {
    for (const expected of [
      'Reel 1 de Instagram Medida',
      'Entrega: 25 de enero de 2030',
      'Versión aprobada 2',
      'Mi ritual de cada mañana',
      'Cifras más recientes Vistas 48,250 Me gusta 3,120 Comentarios 188 Compartidos 402 Alcance 39,900',
      'Fuente: Instagram',
      'Evolución',
      'Publicación · 22 ene 2030 4,000 310 — — —',
      '24 h · 23 ene 2030 21,500',
      '7 días · 29 ene 2030 48,250',
      'Video 1 de TikTok Publicada',
      'Fuente: TikTok',
      'Historia 1 de Instagram Aprobada',
      'Video 1 de YouTube Pendiente',
      'Todavía sin publicar.',
      'Reel 2 de Instagram Cancelada',
      'Motivo: La marca movió el lanzamiento a marzo.',
      'Artículo 1 de Blog Publicada',
      'Fuente: Capturadas a mano',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain(`<a href="${REEL_URL}">${REEL_URL}</a>`);
    expect(html).toContain(`<a href="${BLOG_URL}">`);
    // The approved draft's stills, the video's poster marked; not the first draft's.
    expect(html.match(/<figure class="still">/g)).toHaveLength(4);
    expect(html.match(/▶ Video/g)).toHaveLength(2);
    // The TikTok video has no reach: its figures leave the column out.
    const tiktok = html.slice(html.indexOf('Video 1 de TikTok'), html.indexOf('Historia 1'));
    expect(tiktok).not.toContain('Alcance');
  });

  it('prints the export’s time once in the header and once in the verification box', () => {
    const exported = reportDates().exportTime(exportedAt);
    expect(exported).toMatch(/^30 de enero de 2030/);
    expect(text.split(`Exportado el ${exported}`)).toHaveLength(3);
    expect(text).toContain('Código de verificación: 7K3M9QXR2T');
    expect(text).toContain(`Verifica este reporte en ${verification.url}`);
    expect(html).toContain('src="data:image/svg+xml;base64,');
    expect(text).not.toContain('Pendiente de registrar');
    const pending = renderCampaignReportHtml(reportOf(), {
      ...print,
      verification: { ...verification, registered: false },
    });
    expect(textOf(pending)).toContain('Pendiente de registrar');
  });

  it('keeps the heading with the first item and the verification box with the last', () => {
    expect(html.indexOf('<div class="keep"><h2>')).toBeGreaterThan(0);
    const closing = html.slice(html.lastIndexOf('<div class="keep">'));
    expect(closing).toMatch(
      /^<div class="keep"><article class="item">[\s\S]*Artículo 1 de Blog[\s\S]*<aside class="verification">/,
    );
    // A single item travels with both.
    const one = renderCampaignReportHtml(
      reportOf(aCollaboration({ items: [aCollaboration().items[0]!] })),
      print,
    );
    expect(one).toMatch(
      /<div class="keep"><h2>[^<]*<\/h2><article[\s\S]*<aside class="verification">/,
    );
  });

  it('says why a big figure is missing instead of printing zero', () => {
    const none = textOf(
      renderCampaignReportHtml(
        reportOf(aCollaboration({ items: [item({ status: 'approved' })] })),
        print,
      ),
    );
    expect(none).toContain('Vistas totales — Aún no hay publicaciones con cifras');
    expect(none).toContain('Costo por vista — Aún no hay publicaciones con cifras');
    const typed = textOf(
      renderCampaignReportHtml(
        reportOf(
          aCollaboration({
            items: [
              item({
                status: 'published',
                figures: [reading('manual', '2030-01-28T12:00:00.000Z', { likes: 40 }, 'manual')],
              }),
            ],
          }),
        ),
        print,
      ),
    );
    expect(typed).toContain('Vistas totales — Las redes no reportan vistas de estas publicaciones');
    expect(typed).toContain('Costo por vista — Sin vistas para calcularlo');
    expect(typed).toContain('Interacciones totales 40');
  });

  it('prints no empty box: a still that could not be had is counted in words', () => {
    const collaboration = aCollaboration({
      items: [
        item({
          status: 'approved',
          versions: [
            version(1, 'Dos fotos', [
              media('image', 'ok'),
              media('video', 'no-poster', { thumbnail_url: null }),
            ]),
          ],
        }),
      ],
    });
    const images = new Map(reportImageUrls(collaboration).map((url) => [url, PIXEL]));
    const out = renderCampaignReportHtml(campaignReportOf(collaboration, images), print);
    expect(out.match(/<figure class="still">/g)).toHaveLength(1);
    expect(textOf(out)).toContain('1 archivo sin vista previa');
    expect(out).toContain('class="party-image brand-logo"');
    // Without images, initials stand in for the logo and the photo (the app's one rule: "de" in
    // "Café de Altura" is skipped).
    const bare = renderCampaignReportHtml(campaignReportOf(collaboration, new Map()), print);
    expect(bare).toContain('initials" aria-hidden="true">CA</div>');
    expect(bare).toContain('initials" aria-hidden="true">SM</div>');
  });

  it('escapes every value and links only web addresses', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const base = aCollaboration();
    const collaboration = aCollaboration({
      brand: { ...base.brand, name: hostile },
      items: [
        {
          ...base.items[0]!,
          post_url: 'javascript:alert(1)',
          versions: [version(1, `"><script>alert(1)</script>`, [])],
        },
      ],
    });
    const out = renderCampaignReportHtml(reportOf(collaboration), print);
    expect(out).not.toContain('<img src=x');
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('href="javascript:');
    expect(out).toContain('javascript:alert(1)');
  });

  it('cuts a long caption at a word with an ellipsis', () => {
    const long = `${'palabra '.repeat(80)}final`;
    const collaboration = aCollaboration({
      items: [item({ status: 'approved', versions: [version(1, long, [])] })],
    });
    const out = textOf(renderCampaignReportHtml(reportOf(collaboration), print));
    expect(out).toContain('palabra palabra…');
    expect(out).not.toContain('final');
  });
});
