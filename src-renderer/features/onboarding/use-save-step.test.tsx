import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/builders';
import { renderWizard, submitButton } from '../../test/render-wizard';

// The bridge finds no server while the app still believes it is online: nobody noticed yet.
const unnoticedOutage = () => vi.fn(async () => fail('network_error', { status: 0 }));

describe('a step saved when the server is gone before anyone noticed (issue 34)', () => {
  it('queues the step and moves on, as offline; back on the step it is pending and kept', async () => {
    const saveProfileSection = unnoticedOutage();
    const { user, bridge, currentPath, history } = await renderWizard('demographics', {
      bridge: { saveProfileSection },
    });
    // The app believes it is online: the button saves rather than queues.
    expect(submitButton()).toHaveTextContent('Siguiente');
    await user.selectOptions(screen.getByLabelText('Género'), 'No binario');
    await user.click(submitButton());

    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/family'));
    expect(saveProfileSection).toHaveBeenCalledOnce();
    expect(bridge.queueAction).toHaveBeenCalledWith({
      kind: 'saveProfileSection',
      args: {
        section: 'demographics',
        values: expect.objectContaining({ gender: 'non_binary' }) as unknown,
      },
    });
    expect(
      await screen.findByText('Pendiente de enviar: se envía en cuanto el servidor responda'),
    ).toBeVisible();
    expect(screen.queryByText('No pudimos guardar tus cambios')).toBeNull();
    expect(bridge.discardDraft).not.toHaveBeenCalled();

    act(() => history.push('/setting-public-profile/demographics'));
    await waitFor(() => expect(screen.getByLabelText('Género')).toHaveValue('non_binary'));
    const status = await screen.findByText('Pendiente de enviar', { selector: 'strong' });
    const note = status.closest('.pending-action') as HTMLElement;
    expect(within(note).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  });

  it('still shows the save failure when the server answered', async () => {
    const { user, bridge, currentPath } = await renderWizard('demographics', {
      bridge: { saveProfileSection: vi.fn(async () => fail('internal_error', { status: 500 })) },
    });
    await user.click(submitButton());

    expect(await screen.findByText('No pudimos guardar tus cambios')).toBeVisible();
    expect(currentPath()).toBe('/setting-public-profile/demographics');
    expect(bridge.queueAction).not.toHaveBeenCalled();
  });

  it('says so when main cannot queue it either, and keeps the step', async () => {
    const { user, currentPath } = await renderWizard('demographics', {
      bridge: {
        saveProfileSection: unnoticedOutage(),
        queueAction: vi.fn(async () => fail('internal_error', { status: 500 })),
      },
    });
    await user.selectOptions(screen.getByLabelText('Género'), 'No binario');
    await user.click(submitButton());

    expect(await screen.findByText('No pudimos dejarlo pendiente de enviar')).toBeVisible();
    expect(currentPath()).toBe('/setting-public-profile/demographics');
    expect(screen.getByLabelText('Género')).toHaveValue('non_binary');
  });
});
