import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { forgetAllAnswers } from '../data/last-answers';
import '../i18n/every-catalogue';
import { UI_WAIT_MS } from './ui-wait';

// Waits depend on what the screen shows, never on how fast this machine is right now.
configure({ asyncUtilTimeout: UI_WAIT_MS });

// jsdom lacks the layout and pointer APIs that Radix and sonner probe for.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = ResizeObserverStub;
}

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// The router restores scroll positions on navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};
// …and puts the shell's content column back at the top on a new page (create-app-router.ts).
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in module state and replays them to the next Toaster that mounts.
  toast.dismiss();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'bridge');
  // Drafts persist in localStorage (written as forms unmount): each test starts without any.
  localStorage.clear();
  window.location.hash = '';
  // A new window remembers no answers of the last test's.
  forgetAllAnswers();
});
