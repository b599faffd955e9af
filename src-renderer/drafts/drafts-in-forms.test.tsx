import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../src-shared/bridge/api';
import type { SessionState } from '../../src-shared/bridge/contract';
import type { Company } from '../../src-shared/domain/brand';
import type { SavedDraft } from '../../src-shared/domain/draft';
import { aListPage, anAccount, aUser, fail, ok } from '../test/builders';
import { aBrand, aCastingCall, anApplication, aProposal, ids } from '../test/marketplace-builders';
import { aCreatorDetail, creatorId } from '../test/finder-builders';
import { renderApp } from '../test/render-app';
import { renderAs } from '../test/render-as';
import { DRAFT_SAVE_DELAY_MS } from './use-persisted-draft';

const offline = { online: false, checked_at: '2026-06-01T12:00:00.000Z' };
const online = { online: true, checked_at: '2026-06-01T12:00:05.000Z' };

describe('the casting application keeps what the creator typed', () => {
  const path = `/view_casting_call/${ids.call}`;
  const applyRegion = () => screen.findByRole('region', { name: 'Postúlate' });

  it('across leaving the call and coming back', async () => {
    const { user, history } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    await user.type(within(form).getByLabelText('Mensaje para la marca'), 'Me encanta el café.');
    act(() => history.push('/home_search'));
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' });
    act(() => history.push(path));

    const again = await applyRegion();
    await waitFor(() => expect(within(again).getByLabelText('Tu precio (USD)')).toHaveValue('900'));
    expect(within(again).getByLabelText('Mensaje para la marca')).toHaveValue(
      'Me encanta el café.',
    );
    expect(within(again).getByText('Borrador guardado')).toBeVisible();
  });

  it('offline: sending waits in the queue, and goes straight once the server is back', async () => {
    const applyToCastingCall = vi.fn(async () => ok(anApplication({ price: 900 })));
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      getConnectivity: vi.fn(async () => ok(offline)),
      applyToCastingCall,
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    // Offline the application can wait in the queue of pending actions (issue 17).
    const queue = await within(form).findByRole('button', { name: 'Enviar al reconectar' });
    expect(queue).toBeEnabled();
    expect(queue).toHaveAccessibleDescription(
      'El servidor no responde: lo guardamos y se envía en cuanto vuelva.',
    );

    act(() => bridge.emit('connectivityChanged', online));
    const send = await within(form).findByRole('button', { name: 'Enviar postulación' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByRole('region', { name: 'Tu postulación' })).toBeVisible();
    expect(applyToCastingCall).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(bridge.discardDraft).toHaveBeenCalledWith({ key: `application:${ids.call}` }),
    );
    expect(await bridge.getDraft({ key: `application:${ids.call}` })).toEqual(
      ok({ draft: null, set_aside: null }),
    );
  });

  it('stays a draft when sending finds no server (queued, issue 34) until it is sent', async () => {
    const { user, history } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      applyToCastingCall: vi.fn(async () => fail('network_error', { status: 0 })),
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '750');
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(
      await screen.findByText('Pendiente de enviar: se envía en cuanto el servidor responda'),
    ).toBeInTheDocument();
    act(() => history.push('/home_search'));
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' });
    act(() => history.push(path));
    const again = await applyRegion();
    await waitFor(() => expect(within(again).getByLabelText('Tu precio (USD)')).toHaveValue('750'));
  });
  it('is dropped by "Descartar borrador": the fields empty and main forgets it', async () => {
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '640');
    await user.click(await within(form).findByRole('button', { name: 'Descartar borrador' }));
    await waitFor(() => expect(within(form).getByLabelText('Tu precio (USD)')).toHaveValue(''));
    await waitFor(() =>
      expect(bridge.discardDraft).toHaveBeenCalledWith({ key: `application:${ids.call}` }),
    );
  });
});

describe('the casting-call editor keeps a new call', () => {
  it('when the brand leaves the form and opens it again', async () => {
    const { user, history } = renderAs('brand', '/casting-calls/new', {
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
    });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo casting' });
    await user.type(screen.getByLabelText('Título'), 'Té helado de verano');
    act(() => history.push('/home_search'));
    await screen.findByRole('search', { name: 'Buscar creadores' });
    act(() => history.push('/casting-calls/new'));
    await screen.findByRole('heading', { level: 1, name: 'Nuevo casting' });
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Té helado de verano'));
  });
});

describe('the counter-proposal keeps its new terms', () => {
  it('when the dialog is closed and opened again', async () => {
    const sent = aProposal();
    const { user } = renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      getProposal: vi.fn(async () => ok(sent)),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Mi tarifa por dos reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Contraofertar' }));
    const reopened = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await waitFor(() =>
      expect(within(reopened).getByLabelText('Mensaje')).toHaveValue('Mi tarifa por dos reels.'),
    );
    expect(within(reopened).getByText('Borrador guardado')).toBeVisible();

    await user.click(within(reopened).getByRole('button', { name: 'Descartar borrador' }));
    await waitFor(() => expect(within(reopened).getByLabelText('Mensaje')).toHaveValue(''));
    expect(within(reopened).queryByText('Borrador guardado')).toBeNull();
  });
});

describe('the proposal to a creator keeps its terms', () => {
  it('when the brand closes the dialog before sending', async () => {
    const id = creatorId(7);
    const { user } = renderAs('brand', `/creators/${id}`, {
      getCreator: vi.fn(async () => ok(aCreatorDetail({ id }))),
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar propuesta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '1,200');
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Queremos dos reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(reopened).getByLabelText('Mensaje')).toHaveValue('Queremos dos reels.'),
    );
    expect(within(reopened).getByLabelText('Precio (USD)')).toHaveValue('1,200');
  });
});

/**
 * Main's draft store, one map per account, answering for whichever account main has active (as
 * `getDraft`/`saveDraft`/`discardDraft` do: the renderer never names the account).
 */
function mainDraftStore(active: () => string) {
  const byAccount = new Map<string, Map<string, SavedDraft>>();
  const of = (accountId: string) => {
    const drafts = byAccount.get(accountId) ?? new Map<string, SavedDraft>();
    byAccount.set(accountId, drafts);
    return drafts;
  };
  const handlers: Partial<BridgeApi> = {
    getDraft: vi.fn(async ({ key }) =>
      ok({ draft: of(active()).get(key) ?? null, set_aside: null }),
    ),
    saveDraft: vi.fn(async ({ key, values }) => {
      const saved_at = new Date().toISOString();
      of(active()).set(key, { values: structuredClone(values), saved_at });
      return ok({ saved_at });
    }),
    discardDraft: vi.fn(async ({ key }) => ok({ discarded: of(active()).delete(key) })),
  };
  return { handlers, kept: (accountId: string, key: string) => of(accountId).get(key)?.values };
}

const ana = aUser({ id: 'ana', first_name: 'Ana', email: 'ana@crea.mx' });
const beto = aUser({ id: 'beto', first_name: 'Beto', last_name: 'Ríos', email: 'beto@crea.mx' });
const accounts = [anAccount(ana), anAccount(beto)];
const sessionAs = (index: 0 | 1): SessionState => ({
  user: index === 0 ? ana : beto,
  activeAccountId: accounts[index]!.id,
  accounts,
});

/** Two creators on this desktop, Ana active, main's switch and drafts as main keeps them. */
function twoCreators(path: string, bridge: Partial<BridgeApi> = {}) {
  let active = accounts[0]!.id;
  const drafts = mainDraftStore(() => active);
  const app = renderApp(path, {
    getSession: vi.fn(async () => ok(sessionAs(active === accounts[0]!.id ? 0 : 1))),
    getProfile: vi.fn(async () => ok(active === accounts[0]!.id ? ana : beto)),
    switchAccount: vi.fn(async ({ accountId }) => {
      active = accountId;
      return ok(sessionAs(accountId === accounts[0]!.id ? 0 : 1));
    }),
    ...drafts.handlers,
    ...bridge,
  });
  return { ...app, kept: drafts.kept };
}

async function switchTo(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
  const switcher = await screen.findByRole('dialog', { name: /en este equipo$/ });
  await user.click(within(switcher).getByRole('option', { name: new RegExp(`^${name}, ?`) }));
  await screen.findByRole('heading', { level: 1, name: `¡Hola, ${name.split(' ')[0]}!` });
}

const PROFILE_STEP = '/setting-public-profile/profile';
const bioText = 'Viajo por Oaxaca con mi cámara.';

describe('a wizard step keeps what was typed as a draft of its account', () => {
  it('across a switch to another account and back (the step unmounts and mounts again)', async () => {
    const { user, history, kept } = twoCreators(PROFILE_STEP);
    await user.type(await screen.findByLabelText('Biografía'), bioText);

    await switchTo(user, 'Beto Ríos');
    // Kept for Ana, by main; Beto's step starts from Beto.
    expect(kept(accounts[0]!.id, 'wizard:profile')).toMatchObject({ question_text: bioText });
    act(() => history.push(PROFILE_STEP));
    expect(await screen.findByLabelText('Biografía')).toHaveValue('');
    expect(screen.queryByText('Borrador guardado')).toBeNull();

    await switchTo(user, 'Ana López');
    act(() => history.push(PROFILE_STEP));
    await waitFor(() => expect(screen.getByLabelText('Biografía')).toHaveValue(bioText));
    expect(screen.getByText('Borrador guardado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descartar borrador' })).toBeVisible();
    expect(kept(accounts[1]!.id, 'wizard:profile')).toBeUndefined();
  });

  it('after a restart of the app, comes back from main with "Borrador guardado"', async () => {
    const { kept } = twoCreators(PROFILE_STEP, {
      getDraft: vi.fn(async ({ key }) =>
        ok({
          draft:
            key === 'wizard:profile'
              ? { values: { question_text: bioText }, saved_at: '2026-11-26T10:00:00.000Z' }
              : null,
          set_aside: null,
        }),
      ),
    });
    await waitFor(() => expect(screen.getByLabelText('Biografía')).toHaveValue(bioText));
    // Only the typed field comes from the draft; the others are the user's.
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByText('Borrador guardado')).toBeVisible();
    expect(kept(accounts[0]!.id, 'wizard:profile')).toBeUndefined();
  });

  it('is dropped by "Descartar borrador": the step shows the saved profile again', async () => {
    const { user, history, kept } = twoCreators(PROFILE_STEP);
    await user.type(await screen.findByLabelText('Nombre'), 'lia');
    await waitFor(() => expect(screen.getByText('Borrador guardado')).toBeVisible(), {
      timeout: DRAFT_SAVE_DELAY_MS * 5,
    });
    await user.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    await waitFor(() => expect(kept(accounts[0]!.id, 'wizard:profile')).toBeUndefined());

    act(() => history.push('/home_search'));
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' });
    act(() => history.push(PROFILE_STEP));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Borrador guardado')).toBeNull();
  });

  it('is dropped once the step is saved', async () => {
    const saveProfileSection = vi.fn(async () => ok({ ...ana, question_text: bioText }));
    const { user, currentPath, kept, bridge } = twoCreators(PROFILE_STEP, {
      saveProfileSection,
      getProfile: vi.fn(async () =>
        ok({ ...ana, meta_info: { ...ana.meta_info, birthday: '1994-05-17' } }),
      ),
      getSession: vi.fn(async () =>
        ok({
          ...sessionAs(0),
          user: { ...ana, meta_info: { ...ana.meta_info, birthday: '1994-05-17' } },
        }),
      ),
    });
    await user.type(await screen.findByLabelText('Biografía'), bioText);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/basic_info'));
    expect(saveProfileSection).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(bridge.discardDraft).toHaveBeenCalledWith({ key: 'wizard:profile' }),
    );
    // Nothing typed in the last moment before the click comes back afterwards.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
    expect(kept(accounts[0]!.id, 'wizard:profile')).toBeUndefined();
  });
});

describe('the company form keeps what the brand typed', () => {
  const company: Company = {
    name: 'Café Aurora',
    legal_name: '',
    tax_id: 'CAU200101AB1',
    country: 'MX',
    website: '',
    industry: 'beverages',
    size: '11-50',
    updated_at: '2026-03-01T12:00:00.000Z',
  };

  it('shows the draft after leaving the page, and drops it once saved', async () => {
    const saveCompany = vi.fn(async () => ok(company));
    const { user, history, bridge } = renderAs('brand', '/account-setting/company', {
      saveCompany,
    });
    await user.type(await screen.findByLabelText('Nombre comercial'), 'Café Aurora');
    act(() => history.push('/home_search'));
    await screen.findByRole('search', { name: 'Buscar creadores' });
    act(() => history.push('/account-setting/company'));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre comercial')).toHaveValue('Café Aurora'),
    );
    expect(screen.getByText('Borrador guardado')).toBeVisible();

    await user.type(screen.getByLabelText('RFC o identificador fiscal'), 'CAU200101AB1');
    await user.selectOptions(screen.getByLabelText('Industria'), 'Bebidas');
    await user.selectOptions(screen.getByLabelText('Tamaño'), '11 a 50 personas');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Guardamos los datos de tu empresa.')).toBeInTheDocument();
    expect(saveCompany).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Borrador guardado')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
    expect(await bridge.getDraft({ key: 'company' })).toEqual(ok({ draft: null, set_aside: null }));
  });
});
