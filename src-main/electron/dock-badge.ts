import { app } from 'electron';
import type { DockBadge } from '../agency/agency-desk-service';

/**
 * The agency desk's open lines on the dock (macOS) or the taskbar/launcher (Linux Unity, Windows
 * through the overlay some shells draw) via `app.setBadgeCount`. Where the desktop has no badge
 * Electron answers false and nothing is shown: the desk's own count still is.
 */
export function electronDockBadge(): DockBadge {
  let shown = -1;
  return {
    setCount(count) {
      if (count === shown) return;
      shown = count;
      app.setBadgeCount(Math.max(0, count));
    },
  };
}
