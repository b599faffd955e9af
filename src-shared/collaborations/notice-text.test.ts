import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  type AppNotification,
  type NotificationKind,
} from '../domain/collaboration';
import { CONTENT_TYPES } from '../domain/content-types';
import { SOCIAL_NETWORKS } from '../domain/network';
import {
  moreNoticesOsText,
  NOTICE_TEXT_ES_MX,
  noticeItemText,
  noticeOsText,
  noticeReason,
  noticeSentence,
  noticeT,
} from './notice-text';

const notice = (kind: NotificationKind, overrides: Partial<AppNotification> = {}) => ({
  kind,
  counterpart: 'Ana López',
  network: 'instagram' as const,
  content_type: 'reel' as const,
  number: 2,
  note: '',
  ...overrides,
});

describe('notice text (es-MX)', () => {
  it('says every kind as one sentence about the item and the other side', () => {
    const sentences = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, noticeSentence(notice(kind))]),
    );
    expect(sentences).toEqual({
      collaboration_started: 'Ana López aceptó la propuesta: la colaboración empezó',
      draft_submitted: 'Ana López entregó un borrador de Reel 2 de Instagram',
      changes_requested: 'Ana López pidió cambios en Reel 2 de Instagram',
      approved: 'Ana López aprobó Reel 2 de Instagram',
      rejected: 'Ana López rechazó Reel 2 de Instagram',
      published: 'Ana López publicó Reel 2 de Instagram',
      measured: 'Cifras leídas: Reel 2 de Instagram de Ana López',
      cancel_requested: 'Ana López pidió cancelar Reel 2 de Instagram',
      cancel_declined: 'Ana López no aceptó cancelar Reel 2 de Instagram',
      cancelled: 'Ana López confirmó la cancelación de Reel 2 de Instagram',
      due_date_changed: 'Ana López cambió la fecha de entrega de Reel 2 de Instagram',
      due_tomorrow: 'Vence mañana: Reel 2 de Instagram con Ana López',
      late: 'Atrasada: Reel 2 de Instagram con Ana López',
      funding_reminder: 'La colaboración con Ana López sigue pendiente de pago',
      funded: 'Ana López pagó la colaboración: ya puedes empezar',
      payout_email_needed: 'Agrega tu correo de PayPal para recibir el pago de Ana López',
      payout_paid: 'Te pagamos en PayPal la colaboración con Ana López',
      payout_failed: 'PayPal no completó tu pago de la colaboración con Ana López',
      refunded: 'Te reembolsamos las piezas canceladas con Ana López',
    });
  });

  it('names the new due date as a calendar day, whatever the time zone', () => {
    expect(noticeSentence(notice('due_date_changed', { note: '2026-03-05' }))).toBe(
      'Ana López cambió la entrega de Reel 2 de Instagram al 5 de marzo de 2026',
    );
  });

  it('says "una pieza" when the notice names no item', () => {
    const started = notice('collaboration_started', {
      network: null,
      content_type: null,
      number: null,
    });
    expect(noticeItemText(started)).toBe('una pieza');
    expect(noticeSentence({ ...started, kind: 'late' })).toBe('Atrasada: una pieza con Ana López');
  });

  it('names every network and content type as the screens do', () => {
    for (const network of SOCIAL_NETWORKS) {
      expect(noticeT(`networks.${network}`)).not.toBe(`networks.${network}`);
    }
    for (const type of CONTENT_TYPES) {
      expect(noticeT(`contentTypes.${type}`)).not.toBe(`contentTypes.${type}`);
    }
    expect(noticeItemText(notice('approved', { network: 'twitter', content_type: 'tweet' }))).toBe(
      'Post en X 2 de X',
    );
  });

  it('quotes the reason of a change request, a rejection or a cancellation', () => {
    const asked = notice('changes_requested', { note: '  Menciona el envío gratis  ' });
    expect(noticeReason(asked)).toBe('«Menciona el envío gratis»');
    expect(noticeOsText(asked)).toEqual({
      title: 'Cambios solicitados',
      body: 'Ana López pidió cambios en Reel 2 de Instagram\n«Menciona el envío gratis»',
    });
    // A due date's note is the date itself, not a reason.
    expect(noticeReason(notice('due_date_changed', { note: '2026-03-05' }))).toBeNull();
    expect(noticeReason(notice('rejected'))).toBeNull();
  });

  it('gives each kind an OS title and says how many more there are', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(noticeOsText(notice(kind)).title).toBe(NOTICE_TEXT_ES_MX.title[kind]);
    }
    expect(moreNoticesOsText(1).body).toBe('y 1 aviso más');
    expect(moreNoticesOsText(4)).toEqual({
      title: 'Avisos de tus colaboraciones',
      body: 'y 4 avisos más',
    });
  });

  it('takes another translator, as the renderer passes its i18next', () => {
    const t = (key: string, params?: Readonly<Record<string, string | number>>) =>
      `[${key}${params?.count === undefined ? '' : `:${params.count}`}]`;
    expect(noticeSentence(notice('approved'), t)).toBe('[sentence.approved]');
    expect(moreNoticesOsText(2, t).body).toBe('[more:2]');
  });
});
