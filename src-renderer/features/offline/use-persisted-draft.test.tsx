import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../session/session-atoms';
import { aSession } from '../../test/builders';
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
      <DraftNote status={draft.status} />
      <button type="submit">Enviar</button>
    </form>
  );
}

function storeFor(userId: string) {
  const store = createStore();
  store.set(sessionAtom, aSession('influencer', { id: userId }));
  return store;
}

function renderForm(
  send: (values: Values) => Promise<void> = async () => {},
  store = storeFor('ana'),
) {
  const view = render(
    <Provider store={store}>
      <MessageForm send={send} />
    </Provider>,
  );
  return { ...view, store, user: userEvent.setup() };
}

const anaKey = draftStorageKey('account-ana', 'note:1');

describe('usePersistedDraft', () => {
  it('saves shortly after typing and says so', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Mensaje'), 'Hola marca');
    expect(localStorage.getItem(anaKey)).toBeNull();
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(anaKey) ?? 'null')).toEqual({
          message: 'Hola marca',
        }),
      { timeout: DRAFT_SAVE_DELAY_MS * 3 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Borrador guardado');
  });

  it('keeps what was typed when the form closes at once, and puts it back next time', async () => {
    const first = renderForm();
    await first.user.type(screen.getByLabelText('Mensaje'), 'No lo pierdas');
    first.unmount();

    renderForm(undefined, first.store);
    await waitFor(() => expect(screen.getByLabelText('Mensaje')).toHaveValue('No lo pierdas'));
    expect(screen.getByRole('status')).toHaveTextContent('Recuperamos tu borrador');
  });

  it('drops the draft once it is sent', async () => {
    const send = vi.fn(async () => {});
    const first = renderForm(send);
    await first.user.type(screen.getByLabelText('Mensaje'), 'Enviado');
    await first.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledWith({ message: 'Enviado' });
    first.unmount();
    expect(localStorage.getItem(anaKey)).toBeNull();

    renderForm(send, first.store);
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });

  it('keeps the draft when sending fails (no connection)', async () => {
    const send = vi.fn(async () => {
      throw new Error('network_error');
    });
    const first = renderForm(send);
    await first.user.type(screen.getByLabelText('Mensaje'), 'Para después');
    await first.user.click(screen.getByRole('button', { name: 'Enviar' }));
    first.unmount();

    renderForm(send, first.store);
    await waitFor(() => expect(screen.getByLabelText('Mensaje')).toHaveValue('Para después'));
  });

  it('drops the draft when the text goes back to what the form started with', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Mensaje'), 'x');
    await waitFor(() => expect(localStorage.getItem(anaKey)).not.toBeNull(), {
      timeout: DRAFT_SAVE_DELAY_MS * 3,
    });
    await user.clear(screen.getByLabelText('Mensaje'));
    await waitFor(() => expect(localStorage.getItem(anaKey)).toBeNull(), {
      timeout: DRAFT_SAVE_DELAY_MS * 3,
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows one account’s draft to another', async () => {
    const first = renderForm();
    await first.user.type(screen.getByLabelText('Mensaje'), 'De Ana');
    first.unmount();

    renderForm(undefined, storeFor('bruno'));
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
    expect(localStorage.getItem(anaKey)).not.toBeNull();
  });

  it('keeps nothing while nobody is signed in', async () => {
    const { user, unmount } = renderForm(undefined, createStore());
    await user.type(screen.getByLabelText('Mensaje'), 'Anónimo');
    act(() => unmount());
    expect(localStorage.length).toBe(0);
  });
});
