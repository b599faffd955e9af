import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createDispatcher, type Dispatch } from '../../../src-main/ipc/dispatcher';
import { createTrustedSenderCheck } from '../../../src-main/ipc/trusted-sender';
import type { EventSink } from '../../../src-main/ipc/event-sink';
import { KeytarTokenStore } from '../../../src-main/keychain/keytar-token-store';
import { createMainServices, type MainServices } from '../../../src-main/main-services';
import { eventChannel } from '../../../src-shared/bridge/contract';
import { browserBridgeScript } from './bridge-script';
import { serveRenderer } from './static-server';
import { catchRedirect } from '../../support/sign-in-window';

const CHANNEL_PREFIX = 'bridge:invoke:';

export interface AppHarnessOptions {
  env?: NodeJS.ProcessEnv;
  /** Stands in for the system browser in flows that leave the app (Google sign-in). */
  openExternal?: (url: string) => Promise<void>;
}

/**
 * The desktop app minus Electron: the built renderer served over HTTP, its `window.bridge` built
 * by the real preload code and carried by a Playwright binding to the real main-process handlers,
 * which use the real keychain and the real embedded core API.
 */
export class AppHarness {
  readonly keychainService = `marca-creadores-e2e-${randomUUID()}`;
  readonly tokens = new KeytarTokenStore(this.keychainService);
  private services!: MainServices;
  private dispatch!: Dispatch;
  private readonly pages = new Set<Page>();
  private renderer!: { url: string; close(): Promise<void> };

  private constructor(
    readonly userDataDir: string,
    private readonly options: AppHarnessOptions,
  ) {}

  static async start(options: AppHarnessOptions = {}): Promise<AppHarness> {
    const harness = new AppHarness(await mkdtemp(join(tmpdir(), 'marca-e2e-')), options);
    harness.renderer = await serveRenderer(resolve('out/renderer'));
    harness.boot();
    await harness.services.warmUp();
    return harness;
  }

  get url(): string {
    return `${this.renderer.url}/index.html`;
  }

  get apiUrl(): Promise<string> {
    return this.services.embeddedApi.url();
  }

  private readonly events: EventSink = {
    emit: (event, payload) => {
      for (const page of this.pages) {
        void page
          .evaluate(([channel, data]) => window.__bridgeEmit(channel, data), [
            eventChannel(event),
            payload,
          ] as const)
          .catch(() => undefined);
      }
    },
  };

  /** Builds main's services as the app's start-up does, with a fresh keychain facade. */
  private boot(): void {
    this.services = createMainServices({
      userDataDir: this.userDataDir,
      tokens: new KeytarTokenStore(this.keychainService),
      events: this.events,
      env: this.options.env ?? {},
      openExternal: this.options.openExternal ?? (async () => undefined),
      openAuthWindow: catchRedirect,
    });
    this.dispatch = createDispatcher({
      handlers: this.services.handlers,
      isTrustedSender: createTrustedSenderCheck([this.renderer.url]),
      onUnexpectedError: (method, error) => console.error(`[bridge] ${method}`, error),
    });
  }

  /** Quits and starts main again on the same user-data folder and keychain, like an app restart. */
  async restart(): Promise<void> {
    await this.services.close();
    this.boot();
    await this.services.warmUp();
  }

  async open(page: Page): Promise<void> {
    this.pages.add(page);
    page.on('close', () => this.pages.delete(page));
    await page.exposeBinding('__bridgeInvoke', (source, channel: string, args: unknown) =>
      this.dispatch(channel.slice(CHANNEL_PREFIX.length), args, source.frame.url()),
    );
    await page.addInitScript({ content: await browserBridgeScript() });
    await page.goto(this.url);
  }

  async close(): Promise<void> {
    await this.services.close();
    await this.renderer.close();
    for (const account of await this.tokens.list().catch(() => [])) {
      await this.tokens.delete(account).catch(() => false);
    }
    await rm(this.userDataDir, { recursive: true, force: true });
  }
}
