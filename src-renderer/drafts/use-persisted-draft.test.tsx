import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { SavedDraft } from '../../src-shared/domain/draft';
import { sessionAtom } from '../session/session-atoms';
import { aSession, fail, ok } from '../test/builders';
import { installFakeBridge, type FakeBridge } from '../test/fake-bridge';
import { DraftNote } from './DraftNote';
import { draftStorageKey } from './draft-storage';
import { DRAFT_SAVE_DELAY_MS, usePersistedDraft } from './use-persisted-draft';

interface Values {
  message: string;
}

function MessageForm({ send }: { send: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ defaultValues: { message: '' } });
  const draft = usePersistedDraft('note:1', form);
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      draft.clear();
    } catch {
      // The form would say why; the draft stays for the next try.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <label>
        Mensaje
        <input {...form.register('message')} />
      </label>
      <DraftNote status={draft.status} onDiscard={draft.discard} />
      <button type="submit">Enviar</button>
    </form>
  );
}

function storeFor(userId: string) {
  const store = createStore();
  store.set(sessionAtom, aSession('influencer', { id: userId }));
  return store;
}

/**
 * Main's draft store as the fake bridge answers it, one map per account: what `saveDraft` keeps
 * for the account `store` has active.
 */
function perAccountDrafts(bridge: FakeBridge, active: () => string | null) {
  const byAccount = new Map<string, Map<string, SavedDraft>>();
  const of = () => {
    const id = active() ?? 'nobody';
    const drafts = byAccount.get(id) ?? new Map<string, SavedDraft>();
    byAccount.set(id, drafts);
    return drafts;
  };
  vi.mocked(bridge.getDraft).mockImplementation(async ({ key }) =>
    ok({ draft: of().get(key) ?? null, set_aside: null }),
  );
  vi.mocked(bridge.saveDraft).mockImplementation(async ({ key, values }) => {
    of().set(key, { values: structuredClone(values), saved_at: '2026-11-26T11:00:00.000Z' });
    return ok({ saved_at: '2026-11-26T11:00:00.000Z' });
  });
  vi.mocked(bridge.discardDraft).mockImplementation(async ({ key }) =>
    ok({ discarded: of().delete(key) }),
  );
  return (accountId: string, key = 'note:1') => byAccount.get(accountId)?.get(key)?.values;
}

function setUp() {
  const bridge = installFakeBridge();
  let store = storeFor('ana');
  const keptFor = perAccountDrafts(bridge, () => store.get(sessionAtom).activeAccountId);
  const user = userEvent.setup();
  const renderForm = (
    send: (values: Values) => Promise<void> = async () => {},
    next: ReturnType<typeof createStore> = store,
  ) => {
    store = next;
    return render(
      <Provider store={store}>
        <MessageForm send={send} />
      </Provider>,
    );
  };
  return { bridge, user, keptFor, renderForm, storeFor };
}

const field = () => screen.getByLabelText('Mensaje');
const saveWait = { timeout: DRAFT_SAVE_DELAY_MS * 5 };

describe('usePersistedDraft', () => {
  it('saves in main shortly after typing and says so', async () => {
    const { user, keptFor, renderForm, bridge } = setUp();
    renderForm();
    await user.type(field(), 'Hola marca');
    expect(bridge.saveDraft).not.toHaveBeenCalled();
    await waitFor(
      () => expect(keptFor('account-ana')).toEqual({ message: 'Hola marca' }),
      saveWait,
    );
    expect(screen.getByText('Borrador guardado')).toBeVisible();
    // One save for the whole burst of typing, not one per key.
    expect(bridge.saveDraft).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the form closes at once, and puts it back next time', async () => {
    const { user, keptFor, renderForm } = setUp();
    const first = renderForm();
    await user.type(field(), 'No lo pierdas');
    first.unmount();
    await waitFor(() => expect(keptFor('account-ana')).toEqual({ message: 'No lo pierdas' }));

    renderForm();
    await waitFor(() => expect(field()).toHaveValue('No lo pierdas'));
    expect(screen.getByText('Borrador guardado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descartar borrador' })).toBeVisible();
  });

  it('after a restart or a renderer crash (nothing known in this window), reads it from main', async () => {
    const { renderForm, bridge } = setUp();
    vi.mocked(bridge.getDraft).mockResolvedValue(
      ok({
        draft: { values: { message: 'Antes del cierre' }, saved_at: '2026-11-26T10:00:00.000Z' },
        set_aside: null,
      }),
    );
    renderForm();
    await waitFor(() => expect(field()).toHaveValue('Antes del cierre'));
    expect(screen.getByText('Borrador guardado')).toBeVisible();
    expect(bridge.getDraft).toHaveBeenCalledWith({ key: 'note:1' });
  });

  it('saves at once when the focus leaves the field (a click on the account switcher)', async () => {
    const { user, keptFor, renderForm } = setUp();
    renderForm();
    await user.type(field(), 'Antes de cambiar');
    await user.click(document.body);
    await waitFor(() => expect(keptFor('account-ana')).toEqual({ message: 'Antes de cambiar' }), {
      timeout: DRAFT_SAVE_DELAY_MS - 100,
    });
  });

  it('saves at once when the window is hidden or closes', async () => {
    const { user, keptFor, renderForm } = setUp();
    renderForm();
    await user.type(field(), 'Cierro la app');
    act(() => void window.dispatchEvent(new Event('beforeunload')));
    await waitFor(() => expect(keptFor('account-ana')).toEqual({ message: 'Cierro la app' }), {
      timeout: DRAFT_SAVE_DELAY_MS - 100,
    });
  });

  it('discarding drops the draft and empties the form', async () => {
    const { user, keptFor, renderForm } = setUp();
    const first = renderForm();
    await user.type(field(), 'Ya no');
    first.unmount();
    renderForm();
    await waitFor(() => expect(field()).toHaveValue('Ya no'));

    await user.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    expect(field()).toHaveValue('');
    expect(screen.queryByText('Borrador guardado')).toBeNull();
    await waitFor(() => expect(keptFor('account-ana')).toBeUndefined());
  });

  it('drops the draft once it is sent', async () => {
    const send = vi.fn(async () => {});
    const { user, keptFor, renderForm } = setUp();
    const first = renderForm(send);
    await user.type(field(), 'Enviado');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledWith({ message: 'Enviado' });
    first.unmount();
    await waitFor(() => expect(keptFor('account-ana')).toBeUndefined());

    renderForm(send);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field()).toHaveValue('');
  });

  it('keeps the draft when sending fails (no connection)', async () => {
    const send = vi.fn(async () => {
      throw new Error('network_error');
    });
    const { user, renderForm } = setUp();
    const first = renderForm(send);
    await user.type(field(), 'Para después');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    first.unmount();

    renderForm(send);
    await waitFor(() => expect(field()).toHaveValue('Para después'));
  });

  it('drops the draft when the text goes back to what the form started with', async () => {
    const { user, keptFor, renderForm } = setUp();
    renderForm();
    await user.type(field(), 'x');
    await waitFor(() => expect(keptFor('account-ana')).toBeDefined(), saveWait);
    await user.clear(field());
    await waitFor(() => expect(keptFor('account-ana')).toBeUndefined(), saveWait);
    expect(screen.queryByText('Borrador guardado')).toBeNull();
  });

  it('never shows one account’s draft to another, nor saves into it after a switch', async () => {
    const { user, keptFor, renderForm } = setUp();
    const first = renderForm();
    await user.type(field(), 'De Ana');
    first.unmount();
    await waitFor(() => expect(keptFor('account-ana')).toEqual({ message: 'De Ana' }));

    const bruno = storeFor('bruno');
    renderForm(undefined, bruno);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field()).toHaveValue('');
    expect(keptFor('account-bruno')).toBeUndefined();
    expect(keptFor('account-ana')).toEqual({ message: 'De Ana' });
  });

  it('a form still open when the account changes saves nothing into the new account', async () => {
    const { user, keptFor, renderForm } = setUp();
    const store = storeFor('ana');
    renderForm(undefined, store);
    await user.type(field(), 'De Ana');
    await waitFor(() => expect(keptFor('account-ana')).toEqual({ message: 'De Ana' }), saveWait);
    act(() => store.set(sessionAtom, aSession('influencer', { id: 'bruno' })));
    await user.type(field(), ' y más');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
    expect(keptFor('account-bruno')).toBeUndefined();
    expect(keptFor('account-ana')).toEqual({ message: 'De Ana' });
  });

  it('says so when main found the kept draft damaged', async () => {
    const { renderForm, bridge } = setUp();
    vi.mocked(bridge.getDraft).mockResolvedValue(
      ok({ draft: null, set_aside: 'note~1.json.corrupt-20261126T110000000Z' }),
    );
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos leer el borrador guardado',
    );
  });

  it('works on without a draft when main refuses it', async () => {
    const { user, renderForm, bridge } = setUp();
    vi.mocked(bridge.saveDraft).mockResolvedValue(fail('invalid_arguments', { status: 400 }));
    renderForm();
    await user.type(field(), 'Demasiado');
    await waitFor(() => expect(bridge.saveDraft).toHaveBeenCalled(), saveWait);
    expect(screen.queryByText('Borrador guardado')).toBeNull();
    expect(field()).toHaveValue('Demasiado');
  });

  it('keeps nothing while nobody is signed in', async () => {
    const { user, renderForm, bridge } = setUp();
    const view = renderForm(undefined, createStore());
    await user.type(field(), 'Anónimo');
    act(() => view.unmount());
    expect(bridge.getDraft).not.toHaveBeenCalled();
    expect(bridge.saveDraft).not.toHaveBeenCalled();
  });

  it('moves the drafts an older version kept in localStorage into main, once', async () => {
    const { renderForm, keptFor } = setUp();
    const carla = storeFor('carla');
    localStorage.setItem(draftStorageKey('account-carla', 'note:1'), '{"message":"De antes"}');
    localStorage.setItem(draftStorageKey('account-carla', 'counter:7:2'), '{"message":"Otra"}');
    localStorage.setItem(draftStorageKey('account-dora', 'note:1'), '{"message":"Ajena"}');
    renderForm(undefined, carla);
    await waitFor(() => expect(field()).toHaveValue('De antes'));
    expect(keptFor('account-carla', 'counter:7:2')).toEqual({ message: 'Otra' });
    expect(localStorage.getItem(draftStorageKey('account-carla', 'note:1'))).toBeNull();
    // Another account's entries wait for that account to be the active one.
    expect(localStorage.getItem(draftStorageKey('account-dora', 'note:1'))).not.toBeNull();
  });
});
