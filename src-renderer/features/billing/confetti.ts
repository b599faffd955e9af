import confetti from 'canvas-confetti';
import './confetti.css';

/** docs/PRODUCT.md §9: the both-sides celebration keeps firing for this long. */
export const CONFETTI_BOTH_SIDES_DURATION_MS = 5000;
/** docs/PRODUCT.md §9: the explosion is one burst of this many particles. */
export const CONFETTI_EXPLOSION_PARTICLES = 200;

/** How often each side cannon fires during the both-sides celebration. */
export const CONFETTI_BOTH_SIDES_INTERVAL_MS = 250;

export type CelebrationMode = 'both-sides' | 'explosion';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const BOTH_SIDES_VOLLEY: confetti.Options = { particleCount: 6, spread: 55, startVelocity: 55 };

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * Our own canvas instead of the library's default one, so it carries a test id an end-to-end test
 * can wait for, and so it is removed as soon as the last particle has fallen.
 */
function createCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'confetti-canvas';
  canvas.dataset.testid = 'confetti';
  canvas.setAttribute('aria-hidden', 'true');
  document.body.append(canvas);
  return canvas;
}

function bothSides(fire: confetti.CreateTypes): Promise<unknown> {
  return new Promise((resolve) => {
    let last: Promise<unknown> | null = null;
    const volley = () => {
      fire({ ...BOTH_SIDES_VOLLEY, angle: 60, origin: { x: 0, y: 0.7 } });
      last = fire({ ...BOTH_SIDES_VOLLEY, angle: 120, origin: { x: 1, y: 0.7 } });
    };
    volley();
    const timer = window.setInterval(volley, CONFETTI_BOTH_SIDES_INTERVAL_MS);
    window.setTimeout(() => {
      window.clearInterval(timer);
      // The library answers the same promise while it animates: it settles once all has fallen.
      resolve(last);
    }, CONFETTI_BOTH_SIDES_DURATION_MS);
  });
}

function explosion(fire: confetti.CreateTypes): Promise<unknown> {
  return Promise.resolve(
    fire({
      particleCount: CONFETTI_EXPLOSION_PARTICLES,
      spread: 100,
      startVelocity: 45,
      origin: { x: 0.5, y: 0.6 },
    }),
  );
}

/**
 * Confetti over the whole window after a purchase or the trial. Resolves once the canvas is gone
 * and never rejects; does nothing for people who asked the system for reduced motion.
 */
export async function celebrate(mode: CelebrationMode): Promise<void> {
  if (prefersReducedMotion()) return;
  const canvas = createCanvas();
  // No worker: the page's CSP allows scripts from 'self' only, and the worker is a blob: URL.
  const fire = confetti.create(canvas, {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  });
  try {
    await (mode === 'both-sides' ? bothSides(fire) : explosion(fire));
  } catch {
    // Decoration only: a canvas the system cannot draw on must not turn a success into an error.
  } finally {
    fire.reset();
    canvas.remove();
  }
}
