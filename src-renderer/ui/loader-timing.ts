/** docs/PRODUCT.md §9: the loader's text rotates every 5 seconds. */
export const LOADER_ROTATION_MS = 5000;
