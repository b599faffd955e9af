import { createStore } from 'jotai';

/** One jotai store per app instance, shared by React (Provider) and the router's guards. */
export type AppStore = ReturnType<typeof createStore>;

export const createAppStore = (): AppStore => createStore();
