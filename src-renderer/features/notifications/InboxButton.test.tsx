import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsChangedEvent } from '../../../src-shared/bridge/contract';
import type { AppNotification, NotificationPage } from '../../../src-shared/domain/collaboration';
import { markSavedAt } from '../../../src-shared/domain/offline-copy';
import { aSession, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { badgeText } from './InboxButton';

const NOW = new Date('2026-03-10T18:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const ACCOUNT = aSession('influencer').activeAccountId!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const COLLAB = '5c7b1d2e-0f3a-4b6c-8d9e-0a1b2c3d4e5f';
const uuid = (n: number) => `7d1e2f3a-4b5c-4d6e-8f70-${String(n).padStart(12, '0')}`;

function aNotice(n: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: uuid(100 + n),
    kind: 'approved',
    collaboration_id: COLLAB,
    item_id: uuid(n),
    counterpart: 'Refresco Sol',
    network: 'instagram',
    content_type: 'reel',
    number: 2,
    note: '',
    created_at: minutesAgo(n * 10),
    read_at: null,
    ...overrides,
  };
}

const aPage = (results: AppNotification[], unread?: number): NotificationPage => ({
  results,
  count: results.length,
  unread: unread ?? results.filter((notice) => notice.read_at === null).length,
  page: 1,
  size_page: 20,
});

/** The bridge's inbox: a page to answer, and main's `notificationsChanged` to play. */
function anInbox(page: NotificationPage) {
  const listeners = new Set<(event: NotificationsChangedEvent) => void>();
  return {
    listNotifications: vi.fn(async () => ok(page)),
    markNotificationsRead: vi.fn(async () => ok({ read: true as const })),
    onNotificationsChanged: vi.fn((listener: (event: NotificationsChangedEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    changed: (event: NotificationsChangedEvent) => {
      for (const listener of listeners) listener(event);
    },
  };
}

const INBOX = [
  aNotice(0, {
    kind: 'changes_requested',
    note: 'Menciona el envío gratis',
    created_at: minutesAgo(5),
  }),
  aNotice(1, { kind: 'due_tomorrow', content_type: 'video', network: 'tiktok', number: 1 }),
  aNotice(2, { kind: 'late', created_at: minutesAgo(3 * 60) }),
  aNotice(3, {
    kind: 'collaboration_started',
    item_id: null,
    network: null,
    content_type: null,
    number: null,
    created_at: minutesAgo(2 * 24 * 60),
    read_at: minutesAgo(60),
  }),
];

async function openInbox(user: ReturnType<typeof renderAs>['user'], name: string | RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('list', { name: 'Notificaciones recientes' });
}

describe('inbox button', () => {
  it('shows the unread count as a badge, "9+" above nine, and says the count in its name', async () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    const inbox = anInbox(aPage([], 12));
    renderAs('influencer', '/home_search', inbox);
    const button = await screen.findByRole('button', { name: 'Notificaciones, 12 sin leer' });
    expect(button).toHaveTextContent('9+');
    expect(inbox.listNotifications).toHaveBeenCalledWith({});
  });

  it('follows main’s events for the active account, and only for it', async () => {
    const inbox = anInbox(aPage([]));
    renderAs('influencer', '/home_search', inbox);
    const button = await screen.findByRole('button', { name: 'Notificaciones' });
    expect(button).not.toHaveTextContent(/\d/);
    act(() => inbox.changed({ accountId: ACCOUNT, unread: 2 }));
    expect(button).toHaveAccessibleName('Notificaciones, 2 sin leer');
    expect(button).toHaveTextContent('2');
    act(() => inbox.changed({ accountId: 'another-account', unread: 7 }));
    expect(button).toHaveAccessibleName('Notificaciones, 2 sin leer');
    act(() => inbox.changed({ accountId: ACCOUNT, unread: 0 }));
    expect(button).toHaveAccessibleName('Notificaciones');
  });

  it('lists the notices newest first, one Spanish sentence each, unread ones marked', async () => {
    const inbox = anInbox(aPage(INBOX));
    const { user } = renderAs('influencer', '/home_search', inbox);
    const list = await openInbox(user, 'Notificaciones, 3 sin leer');
    const lines = within(list).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Refresco Sol pidió cambios en Reel 2 de Instagram «Menciona el envío gratis» hace 5 min, sin leer',
      'Vence mañana: Video 1 de TikTok con Refresco Sol hace 10 min, sin leer',
      'Atrasada: Reel 2 de Instagram con Refresco Sol hace 3 h, sin leer',
      'Refresco Sol aceptó la propuesta: la colaboración empezó hace 2 días',
    ]);
    expect(lines[0]).toHaveClass('inbox-line--unread');
    expect(lines[3]).not.toHaveClass('inbox-line--unread');
    expect(within(lines[0]!).getByText('hace 5 min')).toHaveAttribute('datetime', minutesAgo(5));
    expect(screen.getByText('3 sin leer')).toBeInTheDocument();
    // Opening reads the inbox again.
    expect(inbox.listNotifications).toHaveBeenCalledTimes(2);
  });

  it('opens a notice’s item and marks it read', async () => {
    const inbox = anInbox(aPage(INBOX));
    const { user, history } = renderAs('influencer', '/home_search', inbox);
    const list = await openInbox(user, 'Notificaciones, 3 sin leer');
    const late = within(list).getByRole('link', { name: /Atrasada: Reel 2 de Instagram/ });
    expect(late).toHaveAttribute('href', `/collaborations/${COLLAB}?item=${uuid(2)}`);
    await user.click(late);
    expect(inbox.markNotificationsRead).toHaveBeenCalledExactlyOnceWith({ ids: [uuid(102)] });
    await waitFor(() => expect(history.location.pathname).toBe(`/collaborations/${COLLAB}`));
    expect(history.location.search).toBe(`?item=${uuid(2)}`);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Notificaciones recientes' })).toBeNull(),
    );
    expect(
      await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }),
    ).toBeInTheDocument();
  });

  it('leads a notice about the whole collaboration to its page, without marking a read one', async () => {
    const inbox = anInbox(aPage(INBOX));
    const { user } = renderAs('influencer', '/home_search', inbox);
    const list = await openInbox(user, 'Notificaciones, 3 sin leer');
    const started = within(list).getByRole('link', { name: /la colaboración empezó/ });
    expect(started).toHaveAttribute('href', `/collaborations/${COLLAB}`);
    await user.click(started);
    expect(inbox.markNotificationsRead).not.toHaveBeenCalled();
  });

  it('leads the deal-money notices (issue 32) to the collaboration page, with their sentence', async () => {
    const money = (
      [
        'funding_reminder',
        'funded',
        'payout_email_needed',
        'payout_paid',
        'payout_failed',
        'refunded',
      ] as const
    ).map((kind, n) =>
      aNotice(20 + n, {
        kind,
        item_id: null,
        network: null,
        content_type: null,
        number: null,
        note: kind === 'payout_failed' ? 'La cuenta de PayPal está restringida.' : '',
      }),
    );
    const inbox = anInbox(aPage(money));
    const { user } = renderAs('influencer', '/home_search', inbox);
    const list = await openInbox(user, 'Notificaciones, 6 sin leer');
    for (const sentence of [
      'La colaboración con Refresco Sol sigue pendiente de pago',
      'Refresco Sol pagó la colaboración: ya puedes empezar',
      'Agrega tu correo de PayPal para recibir el pago de Refresco Sol',
      'Te pagamos en PayPal la colaboración con Refresco Sol',
      'PayPal no completó tu pago de la colaboración con Refresco Sol',
      'Te reembolsamos las piezas canceladas con Refresco Sol',
    ]) {
      expect(within(list).getByRole('link', { name: new RegExp(sentence) })).toHaveAttribute(
        'href',
        `/collaborations/${COLLAB}`,
      );
    }
    expect(within(list).getByText(/La cuenta de PayPal está restringida/)).toBeInTheDocument();
  });

  it('marks everything read', async () => {
    const inbox = anInbox(aPage(INBOX));
    const { user } = renderAs('influencer', '/home_search', inbox);
    const list = await openInbox(user, 'Notificaciones, 3 sin leer');
    await user.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    expect(inbox.markNotificationsRead).toHaveBeenCalledExactlyOnceWith({ all: true });
    expect(await screen.findByText('Todo leído')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('link')
        .filter((line) => line.className.includes('unread')),
    ).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Marcar todo como leído' })).toBeNull();
    // Behind the open panel, the bell already says there is nothing unread.
    const bell = document.querySelector('.inbox__trigger');
    expect(bell).toHaveAttribute('aria-label', 'Notificaciones');
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const inbox = anInbox(aPage(INBOX));
    const { user } = renderAs('influencer', '/home_search', inbox);
    await openInbox(user, 'Notificaciones, 3 sin leer');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Notificaciones recientes' })).toBeNull(),
    );
    expect(document.activeElement).toHaveAccessibleName('Notificaciones, 3 sin leer');
  });

  it('says what will appear when there is nothing yet', async () => {
    const { user } = renderAs('influencer', '/home_search', anInbox(aPage([])));
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('Todo al día')).toBeVisible();
    expect(screen.getByText(/cuando la otra parte entregue un borrador/)).toBeVisible();
  });

  it('says why the inbox could not be read, and reads it again', async () => {
    const inbox = anInbox(aPage(INBOX));
    inbox.listNotifications
      .mockResolvedValueOnce(ok(aPage(INBOX)))
      .mockResolvedValueOnce(fail('server_error', { status: 500, message: 'Falló el servidor.' }));
    const { user } = renderAs('influencer', '/home_search', inbox);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos leer tus notificaciones');
    expect(alert).toHaveTextContent('Falló el servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('list', { name: 'Notificaciones recientes' }),
    ).toBeInTheDocument();
  });

  it('offline, shows the kept inbox with its age and waits to mark anything read', async () => {
    const inbox = anInbox(aPage(INBOX));
    inbox.listNotifications.mockResolvedValue(ok(markSavedAt(aPage(INBOX), minutesAgo(2 * 60))));
    const { user } = renderAs('influencer', '/home_search', {
      ...inbox,
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: NOW.toISOString(), reason: 'server_unreachable' as const }),
      ),
    });
    const list = await openInbox(user, 'Notificaciones, 3 sin leer');
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(await screen.findByText('Datos guardados hace 2 h')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
  });

  it('offline without a kept inbox, says so quietly', async () => {
    const inbox = anInbox(aPage([]));
    inbox.listNotifications.mockResolvedValue(fail('offline_no_data', { status: 0 }));
    const { user } = renderAs('influencer', '/home_search', {
      ...inbox,
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: NOW.toISOString(), reason: 'server_unreachable' as const }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('Sin datos guardados de esta sección')).toBeVisible();
    expect(screen.queryByRole('alert', { name: /No pudimos/ })).toBeNull();
  });

  it('works on a bridge without the inbox, with no badge', async () => {
    renderAs('influencer', '/home_search', {
      listNotifications: vi.fn(async () => fail('network_error', { status: 0 })),
    });
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });
});
