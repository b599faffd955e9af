import { Notification } from 'electron';
import type { OsNotifier } from '../collaborations/os-notifier';

/**
 * The system's notifications through Electron's `Notification` (issue 31). Where the system has
 * none (`isSupported()` false: some Linux desktops without a notification daemon) nothing is
 * shown: the inbox in the top bar still has every notice. Each notification is kept referenced
 * until it is clicked or closed, or the garbage collector could take it, and its click handler
 * with it, while it is still on screen.
 */
export function electronOsNotifier(): OsNotifier {
  const onScreen = new Set<Notification>();
  return {
    show(title, body, onClick) {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      const release = () => onScreen.delete(notification);
      notification.on('click', () => {
        release();
        onClick();
      });
      notification.on('close', release);
      notification.on('failed', release);
      onScreen.add(notification);
      notification.show();
    },
  };
}
