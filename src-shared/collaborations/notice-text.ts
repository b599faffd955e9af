import type { AppNotification, NotificationKind } from '../domain/collaboration';
import type { ContentType } from '../domain/content-types';
import type { SocialNetwork } from '../domain/network';
import { onFirstUse } from '../i18n/on-first-use';

/**
 * Issue 31: what each notice of the inbox says, in one place for the renderer's inbox (which
 * adds this catalogue to its i18next as `notices`) and main's OS notifications (no i18next
 * there: `noticeT` fills the same texts). Placeholders are i18next's `{{name}}`, plurals its
 * `_one`/`_other` keys. Networks and content types are named as the app's screens name them.
 */
export const NOTICE_TEXT_ES_MX = {
  /** One line per kind; `counterpart` is the other side (a brand's name, a creator's name). */
  sentence: {
    collaboration_started: '{{counterpart}} aceptó la propuesta: la colaboración empezó',
    draft_submitted: '{{counterpart}} entregó un borrador de {{item}}',
    changes_requested: '{{counterpart}} pidió cambios en {{item}}',
    approved: '{{counterpart}} aprobó {{item}}',
    rejected: '{{counterpart}} rechazó {{item}}',
    published: '{{counterpart}} publicó {{item}}',
    measured: 'Cifras leídas: {{item}} de {{counterpart}}',
    cancel_requested: '{{counterpart}} pidió cancelar {{item}}',
    cancel_declined: '{{counterpart}} no aceptó cancelar {{item}}',
    cancelled: '{{counterpart}} confirmó la cancelación de {{item}}',
    due_date_changed: '{{counterpart}} cambió la fecha de entrega de {{item}}',
    due_date_changed_to: '{{counterpart}} cambió la entrega de {{item}} al {{date}}',
    due_tomorrow: 'Vence mañana: {{item}} con {{counterpart}}',
    late: 'Atrasada: {{item}} con {{counterpart}}',
    funding_reminder: 'La colaboración con {{counterpart}} sigue pendiente de pago',
    funded: '{{counterpart}} pagó la colaboración: ya puedes empezar',
    payout_email_needed: 'Agrega tu correo de PayPal para recibir el pago de {{counterpart}}',
    payout_paid: 'Te pagamos en PayPal la colaboración con {{counterpart}}',
    payout_failed: 'PayPal no completó tu pago de la colaboración con {{counterpart}}',
    refunded: 'Te reembolsamos las piezas canceladas con {{counterpart}}',
  },
  /** The OS notification's title per kind (its body is the sentence). */
  title: {
    collaboration_started: 'Colaboración iniciada',
    draft_submitted: 'Borrador entregado',
    changes_requested: 'Cambios solicitados',
    approved: 'Pieza aprobada',
    rejected: 'Pieza rechazada',
    published: 'Pieza publicada',
    measured: 'Cifras de la publicación',
    cancel_requested: 'Cancelación solicitada',
    cancel_declined: 'Cancelación no aceptada',
    cancelled: 'Pieza cancelada',
    due_date_changed: 'Nueva fecha de entrega',
    due_tomorrow: 'Entrega para mañana',
    late: 'Entrega atrasada',
    funding_reminder: 'Colaboración sin pagar',
    funded: 'Colaboración pagada',
    payout_email_needed: 'Falta tu correo de PayPal',
    payout_paid: 'Pago enviado',
    payout_failed: 'Pago no completado',
    refunded: 'Reembolso hecho',
  },
  /** `Reel 2 de Instagram`. */
  item: '{{contentType}} {{number}} de {{network}}',
  /** A notice about no item in particular (or one whose item is gone). */
  itemUnknown: 'una pieza',
  /** A reason the other side wrote (changes asked, a rejection, a cancellation). */
  note: '«{{note}}»',
  /** After the three OS notifications shown at once, the rest in one. */
  moreTitle: 'Avisos de tus colaboraciones',
  more_one: 'y {{count}} aviso más',
  more_other: 'y {{count}} avisos más',
  networks: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    twitch: 'Twitch',
    twitter: 'X',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    spotify: 'Podcast',
    pinterest: 'Pinterest',
    blog: 'Blog',
    snapchat: 'Snapchat',
  } satisfies Record<SocialNetwork, string>,
  contentTypes: {
    post: 'Publicación',
    story: 'Historia',
    reel: 'Reel',
    video: 'Video',
    short: 'Short',
    live: 'En vivo',
    tweet: 'Post en X',
    pin: 'Pin',
    article: 'Artículo',
    podcast_mention: 'Mención en podcast',
    snap: 'Snap',
  } satisfies Record<ContentType, string>,
} as const satisfies Record<string, unknown> & {
  sentence: Record<NotificationKind | 'due_date_changed_to', string>;
  title: Record<NotificationKind, string>;
};

export const NOTICE_LOCALE = 'es-MX';

export type NoticeParams = Readonly<Record<string, string | number>>;

/** Reads a text by its key (`sentence.late`, `more` with a `count`), filled with the params. */
export type NoticeTranslate = (key: string, params?: NoticeParams) => string;

/** Kinds whose `note` is the other side's reason, shown under the sentence. */
const KINDS_WITH_REASON: ReadonlySet<NotificationKind> = new Set([
  'changes_requested',
  'rejected',
  'cancel_requested',
  'cancel_declined',
  'payout_failed',
]);

const pluralRules = onFirstUse(() => new Intl.PluralRules(NOTICE_LOCALE));
// A date-only value names a calendar day: formatted in UTC, no time zone moves it.
const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat(NOTICE_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }),
);

function lookup(key: string): string | undefined {
  let node: unknown = NOTICE_TEXT_ES_MX;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The catalogue read without i18next (main, Node tests), the way i18next reads it. */
export const noticeT: NoticeTranslate = (key, params = {}) => {
  const count = params.count;
  const template =
    (typeof count === 'number' ? lookup(`${key}_${pluralRules().select(count)}`) : undefined) ??
    lookup(key) ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-03-05` → `5 de marzo de 2026`; null for anything that is not a day. */
function dayText(value: string): string | null {
  if (!ISO_DAY.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? null : dayFormat().format(time);
}

type NoticeItem = Pick<AppNotification, 'network' | 'content_type' | 'number'>;

/** `Reel 2 de Instagram`, or `una pieza` when the notice names no item. */
export function noticeItemText(notice: NoticeItem, t: NoticeTranslate = noticeT): string {
  if (!notice.network || !notice.content_type || notice.number === null) {
    return t('itemUnknown');
  }
  return t('item', {
    contentType: t(`contentTypes.${notice.content_type}`),
    number: notice.number,
    network: t(`networks.${notice.network}`),
  });
}

type NoticeFacts = Pick<
  AppNotification,
  'kind' | 'counterpart' | 'network' | 'content_type' | 'number' | 'note'
>;

/** The notice's one Spanish line: `Ana López entregó un borrador de Reel 2 de Instagram`. */
export function noticeSentence(notice: NoticeFacts, t: NoticeTranslate = noticeT): string {
  const params = { counterpart: notice.counterpart, item: noticeItemText(notice, t) };
  if (notice.kind === 'due_date_changed') {
    const date = dayText(notice.note);
    if (date) return t('sentence.due_date_changed_to', { ...params, date });
  }
  return t(`sentence.${notice.kind}`, params);
}

/** The other side's reason, quoted, for the kinds that carry one; null otherwise. */
export function noticeReason(notice: NoticeFacts, t: NoticeTranslate = noticeT): string | null {
  const note = notice.note.trim();
  if (!note || !KINDS_WITH_REASON.has(notice.kind)) return null;
  return t('note', { note });
}

/** An OS notification for one notice: a short title, the sentence and the reason under it. */
export function noticeOsText(
  notice: NoticeFacts,
  t: NoticeTranslate = noticeT,
): { title: string; body: string } {
  const reason = noticeReason(notice, t);
  const sentence = noticeSentence(notice, t);
  return {
    title: t(`title.${notice.kind}`),
    body: reason ? `${sentence}\n${reason}` : sentence,
  };
}

/** The one OS notification that stands for the notices beyond those shown. */
export function moreNoticesOsText(
  count: number,
  t: NoticeTranslate = noticeT,
): { title: string; body: string } {
  return { title: t('moreTitle'), body: t('more', { count }) };
}
