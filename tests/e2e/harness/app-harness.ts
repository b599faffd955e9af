import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createDispatcher, type Dispatch } from '../../../src-main/ipc/dispatcher';
import { createTrustedSenderCheck } from '../../../src-main/ipc/trusted-sender';
import type { EventSink } from '../../../src-main/ipc/event-sink';
import { KeytarTokenStore } from '../../../src-main/keychain/keytar-token-store';
import type { TokenStore } from '../../../src-main/keychain/token-store';
import { createMainServices, type MainServices } from '../../../src-main/main-services';
import { inChildProcess } from '../../../src-main/server-host/api-child-process';
import { nodeApiChild } from '../../../src-main/server-host/node-api-child';
import type { SyncRound } from '../../../src-main/offline/sync-every-account';
import type { NetworkStatus } from '../../../src-main/offline/network-status';
import { eventChannel } from '../../../src-shared/bridge/contract';
import { browserBridgeScript } from './bridge-script';
import { ExportDialogs } from './export-dialogs';
import { LazyKitRenderer } from './lazy-kit-renderer';
import { serveRenderer } from './static-server';
import { TeamServer } from './team-server';
import { catchRedirect } from '../../support/sign-in-window';
import { warnIfSlow } from '../../../src-main/slow-step-warning';

const CHANNEL_PREFIX = 'bridge:invoke:';

/** The page's side of the event channel (`browser-bridge.ts`), typed without the DOM library. */
interface BridgePage {
  __bridgeEmit(channel: string, payload: unknown): void;
}

export interface AppHarnessOptions {
  env?: NodeJS.ProcessEnv;
  /** Stands in for the system browser in flows that leave the app (Google sign-in). */
  openExternal?: (url: string) => Promise<void>;
  /**
   * Runs the core API on its own, as a team server, and points the app at it through
   * `settings.json`; `stopApi()` then takes it away for real. Default: the embedded core API.
   */
  remoteApi?: boolean;
  /**
   * Where tokens go; default the OS keychain under a service name of this harness. The bench
   * passes a memory store where no Secret Service runs.
   */
  tokens?: TokenStore;
  /**
   * Whether the computer is online apart from the core API (main's `NetworkStatus`); default
   * online, so no test depends on this machine's DNS. A core API on 127.0.0.1 that stops is
   * "el servidor no responde" whatever this says.
   */
  network?: NetworkStatus;
}

/**
 * The desktop app minus Electron: the built renderer served over HTTP, its `window.bridge` built
 * by the real preload code and carried by a Playwright binding to the real main-process handlers,
 * which use the real keychain and the real embedded core API.
 */
export class AppHarness {
  readonly keychainService = `marca-creadores-e2e-${randomUUID()}`;
  readonly tokens: TokenStore;
  /** The save and folder dialogs' stand-in; exported files land in `exportsDir`. */
  readonly dialogs: ExportDialogs;
  /** The kit printer; a test may hold a print to act at a known point of a batch. */
  readonly kitRenderer = new LazyKitRenderer();
  private teamServer: TeamServer | null = null;
  private services!: MainServices;
  private dispatch!: Dispatch;
  private readonly pages = new Set<Page>();
  /** Bridge methods main has answered, in order: a test waits on one to reach a known point. */
  readonly handledCalls: string[] = [];
  private renderer!: { url: string; close(): Promise<void> };

  private constructor(
    readonly userDataDir: string,
    readonly exportsDir: string,
    private readonly options: AppHarnessOptions,
  ) {
    this.tokens = options.tokens ?? new KeytarTokenStore(this.keychainService);
    this.dialogs = new ExportDialogs(exportsDir);
  }

  static async start(options: AppHarnessOptions = {}): Promise<AppHarness> {
    const harness = new AppHarness(
      await mkdtemp(join(tmpdir(), 'marca-e2e-')),
      await mkdtemp(join(tmpdir(), 'marca-e2e-exports-')),
      options,
    );
    try {
      if (options.remoteApi) {
        harness.teamServer = await TeamServer.start();
        // Read by main's settings store at boot, as if chosen in settings on an earlier run.
        await writeFile(
          join(harness.userDataDir, 'settings.json'),
          JSON.stringify({ apiBaseUrl: harness.teamServer.url }),
        );
      }
      harness.renderer = await serveRenderer(resolve('out/renderer'), {
        offlineRoot: join(harness.userDataDir, 'offline'),
      });
      harness.boot();
      await harness.services.warmUp();
    } catch (error) {
      await harness.close().catch(() => undefined);
      throw error;
    }
    return harness;
  }

  get url(): string {
    return `${this.renderer.url}/index.html`;
  }

  /** The core API the app talks to: the team server with `remoteApi`, else the embedded one. */
  get apiUrl(): Promise<string> {
    return this.teamServer ? Promise.resolve(this.teamServer.url) : this.services.embeddedApi.url();
  }

  /** Stops the team server: from now on main finds no core API, as with a dropped network. */
  async stopApi(): Promise<void> {
    if (!this.teamServer) throw new Error('stopApi() needs AppHarness.start({ remoteApi: true })');
    await this.teamServer.stop();
  }

  /** Starts the team server again at the same address: main finds it on its next probe. */
  async resumeApi(): Promise<void> {
    if (!this.teamServer)
      throw new Error('resumeApi() needs AppHarness.start({ remoteApi: true })');
    await this.teamServer.resume();
  }

  /** While stopped: `work` reaches the team server's data at an address the app does not know. */
  async apiAside<T>(work: (url: string) => Promise<T>): Promise<T> {
    if (!this.teamServer) throw new Error('apiAside() needs AppHarness.start({ remoteApi: true })');
    return this.teamServer.aside(work);
  }

  /**
   * Electron's IPC delivers main's events and its answers to calls in the order main sent them.
   * Here events go through page.evaluate and answers through the binding, two channels: events
   * are chained, and an answer waits for the events sent before it (else a session event sent
   * before a role choice's answer could land after it and put the older session back).
   */
  private delivered: Promise<unknown> = Promise.resolve();

  private readonly events: EventSink = {
    emit: (event, payload) => {
      for (const page of this.pages) {
        this.delivered = this.delivered.then(() =>
          page
            .evaluate(
              ([channel, data]) =>
                (globalThis as unknown as BridgePage).__bridgeEmit(channel, data),
              [eventChannel(event), payload] as const,
            )
            .catch(() => undefined),
        );
      }
    },
  };

  /**
   * Builds main's services as the app's start-up does, with a fresh keychain facade. With
   * `apiStartsAfter`, the embedded core API's process is only started once it settles, as on a
   * machine where it takes its time.
   */
  private boot(apiStartsAfter?: Promise<void>): void {
    const runner = inChildProcess(nodeApiChild(resolve('out/main/core-api.js')), process.env);
    this.services = createMainServices({
      userDataDir: this.userDataDir,
      // A fresh keychain facade per boot, as after an app restart; a given store is kept.
      tokens: this.options.tokens ?? new KeytarTokenStore(this.keychainService),
      events: this.events,
      env: this.options.env ?? {},
      openExternal: this.options.openExternal ?? (async () => undefined),
      openAuthWindow: catchRedirect,
      network: this.options.network ?? { isOnline: async () => true },
      // What `npm run build` ships beside the bundles, as the app passes it.
      dataTemplate: resolve('out/db-template.tar.gz'),
      // The core API in a process of its own, from the built entry the app runs.
      apiRunner: apiStartsAfter
        ? async (options, signal) => {
            await apiStartsAfter;
            signal?.throwIfAborted();
            return runner(options, signal);
          }
        : runner,
      desktop: { kitRenderer: this.kitRenderer, dialogs: this.dialogs, openFiles: this.dialogs },
    });
    this.dispatch = createDispatcher({
      handlers: this.services.handlers,
      isTrustedSender: createTrustedSenderCheck([this.renderer.url]),
      onUnexpectedError: (method, error) => console.error(`[bridge] ${method}`, error),
    });
  }

  /** Main's agency desk (issue 33): a test or the bench waits on its background refreshes. */
  get agencyDesk(): MainServices['agencyDesk'] {
    return this.services.agencyDesk;
  }

  /** Syncs every signed-in account's offline copy, as main does when the connection comes back. */
  syncAllCopies(): Promise<SyncRound> {
    return this.services.syncAllCopies();
  }

  /** Quits and starts main again on the same user-data folder and keychain, like an app restart. */
  async restart({ apiStartsAfter }: { apiStartsAfter?: Promise<void> } = {}): Promise<void> {
    await this.services.close();
    this.boot(apiStartsAfter);
    const warm = this.services.warmUp();
    // A held start is not waited for: the test looks at the app meanwhile.
    if (apiStartsAfter) warm.catch(() => undefined);
    else await warm;
  }

  async open(page: Page): Promise<void> {
    this.pages.add(page);
    page.on('close', () => this.pages.delete(page));
    await page.exposeBinding('__bridgeInvoke', async (source, channel: string, args: unknown) => {
      const method = channel.slice(CHANNEL_PREFIX.length);
      const answer = await this.dispatch(method, args, source.frame.url());
      this.handledCalls.push(method);
      await this.delivered;
      return answer;
    });
    await page.addInitScript({ content: await browserBridgeScript() });
    await page.goto(this.url);
  }

  async close(): Promise<void> {
    // Parts are undefined when start() failed half-way; whatever exists is closed.
    // A close that hangs names its step in the output instead of ending as a bare hook timeout.
    const step = <T>(name: string, work: () => Promise<T>) =>
      warnIfSlow(name, work, 5_000, (message) => console.error(`[harness] ${message}`));
    await step('main services', async () => this.services?.close());
    await step('renderer server', async () => this.renderer?.close());
    await step('kit renderer', () => this.kitRenderer.close());
    await step('team server', async () => this.teamServer?.dispose());
    await step('keychain', async () => {
      for (const account of await this.tokens.list().catch(() => [])) {
        await this.tokens.delete(account).catch(() => false);
      }
    });
    // A background write main started before it closed (an offline copy, a log line) may still
    // land while the folder goes: rm retries on ENOTEMPTY instead of failing the test.
    const removal = { recursive: true, force: true, maxRetries: 5, retryDelay: 100 };
    await rm(this.userDataDir, removal);
    await rm(this.exportsDir, removal);
  }
}
