import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { BridgeApi } from '../../src-shared/bridge/api';
import type { User } from '../../src-shared/domain/user';
import { aSession, ok } from './builders';
import { renderApp, type RenderedApp } from './render-app';

export interface WizardOptions {
  /** The signed-in creator; getProfile answers the same user unless `bridge` says otherwise. */
  user?: Partial<User>;
  isEdit?: boolean;
  bridge?: Partial<BridgeApi>;
}

const SUBMIT_NAME = /^(Siguiente|Guardar y terminar|Guardar cambios)$/;

/** Opens a wizard step for a signed-in creator and waits until its form is on screen. */
export async function renderWizard(
  section: string,
  { user, isEdit = false, bridge = {} }: WizardOptions = {},
): Promise<RenderedApp> {
  const session = aSession('influencer', user);
  const path = `/setting-public-profile/${section}${isEdit ? '?is_edit=true' : ''}`;
  const app = renderApp(path, {
    getSession: vi.fn(async () => ok(session)),
    getProfile: vi.fn(async () => ok(session.user as User)),
    ...bridge,
  });
  await screen.findByRole('button', { name: SUBMIT_NAME });
  return app;
}

/** The step's save-and-continue button, whatever its name on this step. */
export const submitButton = () => screen.getByRole('button', { name: SUBMIT_NAME });
