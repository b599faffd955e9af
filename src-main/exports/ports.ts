import type {
  AgencyDetails,
  KitOptions,
  KitPageSize,
  KitVerification,
  MediaKit,
  MediaKitFormat,
  MediaKitView,
} from '../../src-shared/domain/media-kit';

/** How a kit's PDF is printed: the account's paper size (A4 or Letter). */
export interface KitPrintOptions {
  pageSize: KitPageSize;
}

/**
 * Turns a media kit's HTML into file bytes. The app's adapter prints with Electron
 * (`printToPDF` / `capturePage`, `src-main/electron/kit-renderer.ts`); tests and the bench use
 * Chromium through Playwright (`tests/support/chromium-kit-renderer.ts`).
 */
export interface KitRenderer {
  /** Pages of `pageSize` with 15-point padding, as many as the kit needs. */
  pdf(html: string, options: KitPrintOptions): Promise<Uint8Array>;
  /** The whole kit in one image, as tall as its content. */
  png(html: string): Promise<Uint8Array>;
}

/** What a save dialog saves, which sets its file-type filter: kits, reports, images, calendars. */
export type SaveFileKind = MediaKitFormat | 'jpg' | 'mp4' | 'mov' | 'ics' | 'csv' | 'xlsx';

/** The native dialogs and file-manager calls exports need; the renderer never names a path. */
export interface FileDialogs {
  /** Save dialog with a suggested name and a title; null when the user closes it. */
  chooseSavePath(defaultName: string, kind: SaveFileKind, title: string): Promise<string | null>;
  /** Folder dialog; null when the user closes it. */
  chooseFolder(title: string): Promise<string | null>;
  /** Shows the file selected in the file manager. */
  reveal(path: string): void;
  /** Opens a folder in the file manager. */
  openPath(path: string): Promise<void>;
}

/** Where kits come from: fresh from the core API when it answers, else the offline copy. */
export interface MediaKitSource {
  /** `accountId` undefined means the active account. */
  kitFor(accountId?: string): Promise<MediaKitView>;
}

/** One export about to be printed: the kit, and whether it was read from the offline copy. */
export interface KitVerifyRequest {
  kit: MediaKit;
  /** True when the core API did not answer while the kit was read (its offline copy). */
  offline: boolean;
  /** When the kit is exported: the date it prints and the time its record carries. */
  exportedAt: Date;
}

/** Gives each exported kit its code, verify address and QR code, registered or kept pending. */
export interface KitVerifier {
  verify(request: KitVerifyRequest): Promise<KitVerification>;
}

/** Each account's kit options and this desktop's agency details, as the exporter prints them. */
export interface KitSettings {
  optionsFor(accountId: string): Promise<KitOptions>;
  agency(): Promise<AgencyDetails | null>;
}
