import { vi } from 'vitest';
import type { BridgeApi } from '../../src-shared/bridge/api';
import type { Role } from '../../src-shared/domain/user';
import { aSession, ok } from './builders';
import { renderApp, type RenderedApp } from './render-app';

/** The whole app at `path`, signed in with `role` (brand or influencer), on a fake bridge. */
export function renderAs(role: Role, path: string, bridge: Partial<BridgeApi> = {}): RenderedApp {
  const session = aSession(role);
  return renderApp(path, { getSession: vi.fn(async () => ok(session)), ...bridge });
}
