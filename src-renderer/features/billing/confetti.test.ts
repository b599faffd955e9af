import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fire = Object.assign(
  vi.fn(() => Promise.resolve(null)),
  { reset: vi.fn() },
);
const create = vi.fn(() => fire);

vi.mock('canvas-confetti', () => ({ default: { create } }));

const {
  celebrate,
  CONFETTI_BOTH_SIDES_DURATION_MS,
  CONFETTI_BOTH_SIDES_INTERVAL_MS,
  CONFETTI_EXPLOSION_PARTICLES,
} = await import('./confetti');

const canvas = () => document.querySelector('[data-testid="confetti"]');

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce, media: query }) as MediaQueryList,
  );
}

describe('celebrate', () => {
  beforeEach(() => {
    fire.mockClear();
    fire.reset.mockClear();
    create.mockClear();
    preferReducedMotion(false);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses the spec’s numbers', () => {
    expect(CONFETTI_BOTH_SIDES_DURATION_MS).toBe(5000);
    expect(CONFETTI_EXPLOSION_PARTICLES).toBe(200);
  });

  it('bursts 200 particles once in explosion mode, on a canvas of its own', async () => {
    const done = celebrate('explosion');
    expect(canvas()).toBeInstanceOf(HTMLCanvasElement);
    expect(canvas()).toHaveAttribute('aria-hidden', 'true');
    expect(create).toHaveBeenCalledWith(canvas(), {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 200 }));
    await done;
    expect(canvas()).toBeNull();
  });

  it('fires from the left and the right for 5000 ms in both-sides mode', async () => {
    vi.useFakeTimers();
    const done = celebrate('both-sides');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ angle: 60, origin: { x: 0, y: 0.7 } }),
    );
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ angle: 120, origin: { x: 1, y: 0.7 } }),
    );

    await vi.advanceTimersByTimeAsync(CONFETTI_BOTH_SIDES_DURATION_MS - 1);
    expect(canvas()).not.toBeNull();
    const volleys = CONFETTI_BOTH_SIDES_DURATION_MS / CONFETTI_BOTH_SIDES_INTERVAL_MS;
    // One volley at once, then one per interval that has fully passed; two cannons each.
    expect(fire).toHaveBeenCalledTimes(2 * volleys);

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(canvas()).toBeNull();
    expect(fire.reset).toHaveBeenCalled();
    const calls = fire.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(fire.mock.calls.length).toBe(calls);
  });

  it('shows nothing to people who prefer reduced motion', async () => {
    preferReducedMotion(true);
    await celebrate('both-sides');
    await celebrate('explosion');
    expect(create).not.toHaveBeenCalled();
    expect(canvas()).toBeNull();
  });
});
