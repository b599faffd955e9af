import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '../../src-shared/bridge/contract';
import { startServer, type RunningServer } from '../../src-server/index';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import { CoreApiClient } from '../api/core-api-client';
import { AccountRegistry } from '../session/account-registry';
import { SessionService } from '../session/session-service';
import { BrandService } from './brand-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ...fromTemplate(), rateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => server.close());

/**
 * A brand account signed in on a desktop whose windows' session announcements are kept: a new
 * one, or the one `existing` names, signed in again as on another desktop.
 */
async function brandDesktop(existing?: { email: string }) {
  const api = new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] });
  const announced: SessionState[] = [];
  const session = new SessionService({
    api,
    tokens: new MemoryTokenStore(),
    registry: new AccountRegistry(await mkdtemp(join(tmpdir(), 'brand-names-'))),
    events: {
      emit: (event, payload) => {
        if (event === 'sessionChanged') announced.push(payload as SessionState);
      },
    },
    serverKey: async () => 'embedded',
  });
  const email = existing?.email ?? `compras.${randomUUID().slice(0, 8)}@aurora.mx`;
  if (existing) {
    await session.signIn({ email, password: 'contraseña-1' });
  } else {
    await session.signUp({ email, password: 'contraseña-1' });
    await session.defineRole({ role: 'brand' });
  }
  const shownName = () => announced.at(-1)?.accounts[0]?.displayName;
  return { brands: new BrandService(api, session), session, email, announced, shownName };
}

const companyInput = (name: string) => ({
  name,
  legal_name: '',
  tax_id: '',
  country: 'MX',
  website: '',
  industry: 'beverages' as const,
  size: '1-10' as const,
});

describe('a brand account named after its company or first brand', () => {
  it('shows the e-mail, then the first brand once saved, then the company', async () => {
    const desktop = await brandDesktop();
    expect(desktop.shownName()).toBe(desktop.email);

    await desktop.brands.listBrands();
    expect(desktop.shownName()).toBe(desktop.email);

    await desktop.brands.saveBrand({
      brand: { name: 'Café Aurora', industry: 'beverages', website: '', description: '' },
    });
    expect(desktop.shownName()).toBe('Café Aurora');
    const announcements = desktop.announced.length;
    await desktop.brands.saveBrand({
      brand: { name: 'Té Boreal', industry: 'beverages', website: '', description: '' },
    });
    await desktop.brands.listBrands();
    // Nothing the windows show changed: they are not told again.
    expect(desktop.announced).toHaveLength(announcements);

    await desktop.brands.saveCompany(companyInput('Grupo Aurora'));
    expect(desktop.shownName()).toBe('Grupo Aurora');
    // A fresh answer of the user (start-up, a profile read) keeps it.
    expect((await desktop.session.getSession()).accounts[0]?.displayName).toBe('Grupo Aurora');
  });

  it('learns the company on another desktop when it is only read there', async () => {
    const first = await brandDesktop();
    await first.brands.saveCompany(companyInput('Refrescos del Norte'));
    const second = await brandDesktop({ email: first.email });
    expect(second.shownName()).toBe(first.email);
    expect(await second.brands.getCompany()).toMatchObject({ name: 'Refrescos del Norte' });
    expect(second.shownName()).toBe('Refrescos del Norte');
  });
});
