/**
 * The system's notifications (issue 31): a title, a body, and what a click on it does. The app's
 * adapter is `src-main/electron/os-notifier.ts` (Electron's `Notification`); tests record calls.
 */
export interface OsNotifier {
  show(title: string, body: string, onClick: () => void): void;
}
