import type { KitRenderer } from '../../../src-main/exports/ports';
import { ChromiumKitRenderer } from '../../support/chromium-kit-renderer';

/**
 * The Chromium kit printer, launched on the first export only: most specs never print, and a
 * second browser per test would cost them each a start-up.
 */
export class LazyKitRenderer implements KitRenderer {
  private launched: Promise<ChromiumKitRenderer> | undefined;

  private renderer(): Promise<ChromiumKitRenderer> {
    this.launched ??= ChromiumKitRenderer.launch();
    return this.launched;
  }

  async pdf(html: string): Promise<Uint8Array> {
    return (await this.renderer()).pdf(html);
  }

  async png(html: string): Promise<Uint8Array> {
    return (await this.renderer()).png(html);
  }

  async close(): Promise<void> {
    const launched = this.launched;
    this.launched = undefined;
    if (launched) await (await launched.catch(() => null))?.close();
  }
}
