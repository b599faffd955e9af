/**
 * The demo set `POST /api/v1/dev/seed/` loads into the desktop's embedded database: enough
 * creators to try every finder filter, few enough to load in a second or two.
 */
export const DEMO_SEED = 2026;
export const DEMO_CREATORS = 300;
