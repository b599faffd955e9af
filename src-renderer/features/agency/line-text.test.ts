import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { aDeskLine, aDeskRow } from './agency-builders';
import { lineText } from './line-text';

const t = i18n.t.bind(i18n);
// Noon in Mexico City, so "today" and "tomorrow" are the market's days whatever the machine's zone.
const now = new Date('2026-12-10T18:00:00.000Z');
const reel = { network: 'instagram', content_type: 'reel', number: 2 } as const;

describe('inbox line wording', () => {
  it('words proposals, applications and applicants', () => {
    expect(lineText(aDeskLine(), undefined, t, now)).toBe('Propuesta de Café Aurora por responder');
    expect(
      lineText(aDeskLine({ kind: 'application_news', subject: 'Verano 2026' }), undefined, t, now),
    ).toBe('Tu postulación a «Verano 2026» tiene novedades');
    expect(
      lineText(
        aDeskLine({ kind: 'applicants_waiting', subject: 'Verano 2026', count: 1200 }),
        undefined,
        t,
        now,
      ),
    ).toBe('1,200 postulaciones en «Verano 2026»');
  });

  it('words an item with its network, type and number, and when it is due', () => {
    const changes = aDeskLine({
      kind: 'changes_asked',
      item: { ...reel, due_date: '2026-12-11' },
      network: 'instagram',
      due: 'soon',
    });
    expect(lineText(changes, undefined, t, now)).toBe(
      'Cambios pedidos: Instagram · Reel 2 (vence mañana)',
    );
    const today = { ...changes, item: { ...reel, due_date: '2026-12-10' } };
    expect(lineText(today, undefined, t, now)).toBe(
      'Cambios pedidos: Instagram · Reel 2 (vence hoy)',
    );
    const handIn = aDeskLine({
      kind: 'draft_to_hand_in',
      item: { ...reel, due_date: '2026-12-12' },
      due: 'soon',
    });
    expect(lineText(handIn, undefined, t, now)).toBe(
      'Borrador por entregar a Café Aurora: Instagram · Reel 2 (vence el 12 dic)',
    );
    const late = aDeskLine({
      kind: 'item_late',
      subject: 'Ana López',
      item: { network: 'tiktok', content_type: 'video', number: 1, due_date: '2026-12-03' },
      due: 'late',
    });
    expect(lineText(late, undefined, t, now)).toBe(
      'Entrega atrasada de Ana López: TikTok · Video 1 (venció el 3 dic)',
    );
    const approved = aDeskLine({
      kind: 'publish_approved',
      item: { ...reel, due_date: '2026-12-30' },
    });
    expect(lineText(approved, undefined, t, now)).toBe(
      'Aprobado por Café Aurora, listo para publicar: Instagram · Reel 2',
    );
  });

  it('words network access with the date its row knows, and lost access by how it was lost', () => {
    const row = aDeskRow({
      accessAlerts: [
        {
          network: 'tiktok',
          username: 'ana.crea',
          state: 'expiring',
          expires_at: '2026-12-12T18:00:00.000Z',
        },
        { network: 'youtube', username: 'ana', state: 'revoked', expires_at: null },
        { network: 'instagram', username: 'ana', state: 'expired', expires_at: null },
      ],
    });
    const access = (network: 'tiktok' | 'youtube' | 'instagram', lost: boolean) =>
      aDeskLine({
        kind: lost ? 'access_lost' : 'access_expiring',
        network,
        subject: network === 'tiktok' ? 'ana.crea' : 'ana',
      });
    expect(lineText(access('tiktok', false), row, t, now)).toBe(
      'El acceso a TikTok vence el 12 dic',
    );
    expect(lineText(access('tiktok', false), undefined, t, now)).toBe(
      'El acceso a TikTok vence pronto',
    );
    expect(lineText(access('youtube', true), row, t, now)).toBe('YouTube retiró el acceso');
    expect(lineText(access('instagram', true), row, t, now)).toBe('El acceso a Instagram venció');
  });

  it('words old figures and an unfinished profile', () => {
    expect(lineText(aDeskLine({ kind: 'figures_old', count: 34 }), undefined, t, now)).toBe(
      'Cifras de hace 34 días',
    );
    expect(lineText(aDeskLine({ kind: 'profile_unfinished', count: 2 }), undefined, t, now)).toBe(
      'Perfil sin terminar: faltan 2 pasos',
    );
    expect(lineText(aDeskLine({ kind: 'profile_unfinished' }), undefined, t, now)).toBe(
      'Perfil sin terminar',
    );
  });
});
