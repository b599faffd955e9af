/**
 * How long `findBy…` and `waitFor` wait for the screen before failing (set for every renderer
 * test in setup.ts). Generous on purpose: on a loaded 2-core machine rendering the whole app in
 * jsdom can take seconds, and a wait returns as soon as what it waits for holds, so only a failing
 * test pays for the margin. A test that passes a shorter timeout of its own brings the dependence
 * on speed back.
 */
export const UI_WAIT_MS = 20_000;
