/**
 * Test support for `action-queue.test.ts`: main's queue wired as `createMainServices` wires it,
 * against the real core API behind a small recording proxy that can also drop an answer.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { ApiPath } from '../../src-shared/api/paths';
import type { Brand } from '../../src-shared/domain/brand';
import type { Proposal, ProposalTerms } from '../../src-shared/domain/proposal';
import { CollaborationService } from '../collaborations/collaboration-service';
import { DraftStaging } from '../collaborations/draft-staging';
import type { QueuedAction } from '../../src-shared/domain/queued-action';
import { IDEMPOTENCY_KEY_HEADER } from '../../src-shared/domain/queued-action';
import { CoreApiClient } from '../api/core-api-client';
import type { EventSink } from '../ipc/event-sink';
import { CastingService } from '../marketplace/casting-service';
import { ProposalService } from '../marketplace/proposal-service';
import { MonitorService } from '../content/monitor-service';
import { ProfileService } from '../profile/profile-service';
import { offlineDesktop, type OfflineDesktop } from '../../tests/support/offline-desktop';
import { ActionQueue } from './action-queue';
import { ActionQueueStore } from './action-queue-store';
import { queuedActionKinds } from './queued-action-kinds';

export interface SeenRequest {
  method: string;
  path: string;
  key: string | null;
}

/** Forwards to the core API and records each request; `drop` decides which answers get lost. */
export interface RecordingProxy {
  url: string;
  seen: SeenRequest[];
  /** Answers true for a request whose answer is lost (`after`: the server did handle it). */
  drop: ((request: SeenRequest) => 'before' | 'after' | null) | null;
  /** Holds a request at the proxy until the promise it answers settles. */
  hold: ((request: SeenRequest) => Promise<void> | null) | null;
  close(): Promise<void>;
}

export async function recordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const proxy: RecordingProxy = {
    url: '',
    seen: [],
    drop: null,
    hold: null,
    close: async () => undefined,
  };
  const server = createServer(async (incoming: IncomingMessage, outgoing) => {
    const key = incoming.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const seen: SeenRequest = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      key: typeof key === 'string' ? key : null,
    };
    proxy.seen.push(seen);
    await proxy.hold?.(seen);
    const dropped = proxy.drop?.(seen) ?? null;
    if (dropped === 'before') {
      outgoing.socket?.destroy();
      return;
    }
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        if (dropped === 'after') {
          // The server did the work; its answer never reaches main.
          answer.resume();
          answer.on('end', () => outgoing.socket?.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.socket?.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

export interface QueueDesktop {
  desktop: OfflineDesktop;
  proxy: RecordingProxy;
  queue: ActionQueue;
  store: ActionQueueStore;
  /** The core API itself, as another device of the same people would reach it. */
  direct: CoreApiClient;
  /** What `isOnline` answers, as the connectivity monitor would. */
  online: { value: boolean };
  events: Array<{ event: string; payload: unknown }>;
  /** Issue 31's service, its draft files picked by `pickFiles` instead of a dialog. */
  collaborations: CollaborationService;
  /** What the next "open files" dialog answers. */
  pickFiles(paths: string[]): void;
  /** A second queue on the same folders, as after a restart of the app. */
  restart(): ActionQueue;
  goOffline(): void;
  goOnline(): void;
  /** The requests sent under an idempotency key (the queue's sends), in order. */
  writes(): SeenRequest[];
  /** Runs a call as the account, straight to the core API (its phone, a colleague). */
  asAccount<T>(
    accountId: string,
    work: (api: CoreApiClient, token: string) => Promise<T>,
  ): Promise<T>;
}

export async function queueDesktop(serverUrl: string): Promise<QueueDesktop> {
  const proxy = await recordingProxy(serverUrl);
  const desktop = await offlineDesktop(proxy.url);
  const { api, session } = desktop;
  const events: QueueDesktop['events'] = [];
  const sink: EventSink = { emit: (event, payload) => events.push({ event, payload }) };
  const online = { value: true };
  const picked: string[] = [];
  const collaborations = new CollaborationService(
    api,
    session,
    new DraftStaging({
      folderFor: (id) => desktop.store.folderFor(id),
      previewUrl: (key, token) => `/staged/${key}/${token}`,
    }),
    { chooseDraftFiles: async () => picked.splice(0) },
  );
  const make = () => {
    const store = new ActionQueueStore({ folderFor: (id) => desktop.store.folderFor(id) });
    const queue = new ActionQueue({
      store,
      kinds: queuedActionKinds({
        api,
        session,
        store: desktop.store,
        profile: new ProfileService(api, session),
        proposals: new ProposalService(api, session),
        casting: new CastingService(api, session),
        pricing: desktop.pricing,
        monitor: new MonitorService(api, session),
        collaborations,
      }),
      session,
      events: sink,
      isOnline: () => online.value,
      log: () => undefined,
    });
    return { store, queue };
  };
  const first = make();
  const direct = new CoreApiClient({ baseUrl: async () => serverUrl, retryDelaysMs: [] });
  return {
    desktop,
    proxy,
    ...first,
    collaborations,
    pickFiles: (paths) => {
      picked.splice(0, picked.length, ...paths);
    },
    direct,
    online,
    events,
    restart: () => make().queue,
    goOffline: () => {
      online.value = false;
      desktop.goOffline();
    },
    goOnline: () => {
      online.value = true;
      desktop.goOnline();
    },
    writes: () => proxy.seen.filter((seen) => seen.key !== null),
    asAccount: (accountId, work) =>
      session.withAccountToken(accountId, (token) => work(direct, token)),
  };
}

/** The last queue the renderer was told about. */
export function lastAnnounced(events: QueueDesktop['events']): QueuedAction[] | undefined {
  return events.filter((e) => e.event === 'queuedActionsChanged').at(-1)?.payload as
    QueuedAction[] | undefined;
}

export function terms(overrides: Partial<ProposalTerms> = {}): ProposalTerms {
  return {
    deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 2 }],
    price: 1200,
    start_date: '2030-01-10',
    end_date: '2030-01-31',
    message: 'Nos encantaría trabajar contigo.',
    revision_rounds: 2,
    ...overrides,
  };
}

/** A brand account of this desktop sends the creator a proposal; answers it. */
export async function aProposal(
  q: QueueDesktop,
  brandAccountId: string,
  creatorUserId: string,
): Promise<Proposal> {
  return q.asAccount(brandAccountId, async (api, token) => {
    const brand = await api.post<Brand>(
      ApiPath.brands,
      { name: `Marca ${randomUUID().slice(0, 6)}`, industry: 'beverages' },
      { token },
    );
    return api.post<Proposal>(
      ApiPath.proposals,
      { ...terms(), brand_id: brand.id, creator_id: creatorUserId },
      { token },
    );
  });
}
