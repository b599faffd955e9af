import type { KitPrintOptions, KitRenderer } from '../../../src-main/exports/ports';
import { ChromiumKitRenderer } from '../../support/chromium-kit-renderer';

/** A print held before it starts, so a test can act (cancel a batch) at a known point. */
interface Hold {
  /** 1-based index of the print to hold. */
  at: number;
  reached: () => void;
  released: Promise<void>;
}

/**
 * The Chromium kit printer, launched on the first export only: most specs never print, and a
 * second browser per test would cost them each a start-up.
 */
export class LazyKitRenderer implements KitRenderer {
  private launched: Promise<ChromiumKitRenderer> | undefined;
  private printed = 0;
  private hold: Hold | null = null;

  private renderer(): Promise<ChromiumKitRenderer> {
    this.launched ??= ChromiumKitRenderer.launch();
    return this.launched;
  }

  /**
   * Holds the `at`-th print from now on, and every print after it, before they start (a batch
   * prints two kits at once). Resolves `reached` when the exporter gets to the `at`-th; the held
   * prints go on once `release()` is called.
   */
  holdPrint(at: number): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    let reached!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    this.printed = 0;
    this.hold = { at, reached, released };
    return {
      reached: reachedPromise,
      release: () => {
        this.hold = null;
        release();
      },
    };
  }

  private async beforePrint(): Promise<void> {
    this.printed += 1;
    const hold = this.hold;
    if (hold && this.printed >= hold.at) {
      if (hold.at === this.printed) hold.reached();
      await hold.released;
    }
  }

  async pdf(html: string, options: KitPrintOptions): Promise<Uint8Array> {
    await this.beforePrint();
    return (await this.renderer()).pdf(html, options);
  }

  async png(html: string): Promise<Uint8Array> {
    await this.beforePrint();
    return (await this.renderer()).png(html);
  }

  async close(): Promise<void> {
    const launched = this.launched;
    this.launched = undefined;
    this.hold?.reached();
    if (launched) await (await launched.catch(() => null))?.close();
  }
}
