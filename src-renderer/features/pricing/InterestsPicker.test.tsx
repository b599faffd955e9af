import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { Interest } from '../../../src-shared/domain/finder';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { UI_WAIT_MS } from '../../test/ui-wait';

const fashion: Interest = { id: '5b0c7a2e-9d1f-4e3a-8c6b-1a2b3c4d5e01', interest: 'fashion' };

async function renderInterests(bridge: Partial<BridgeApi> = {}) {
  const app = renderAs('influencer', '/pricing', {
    listInterests: vi.fn(async () => ok({ results: [fashion] })),
    ...bridge,
  });
  // The first wait covers the app's start (session, shell, route), slow on a busy machine.
  const group = await screen.findByRole(
    'group',
    { name: 'Tus intereses' },
    { timeout: UI_WAIT_MS },
  );
  const chip = (name: string) => within(group).getByRole('button', { name });
  return { ...app, group, chip };
}

/** A bridge answer the test releases when it wants, to look at the screen in between. */
function held<T>() {
  let release: (outcome: BridgeOutcome<T>) => void = () => {};
  const promise = new Promise<BridgeOutcome<T>>((resolve) => {
    release = resolve;
  });
  return { promise, release: (outcome: BridgeOutcome<T>) => release(outcome) };
}

describe('interests picker', () => {
  it('shows the catalogue with the creator’s interests pressed', async () => {
    const { group, chip } = await renderInterests();
    expect(within(group).getAllByRole('button')).toHaveLength(16);
    expect(chip('Moda')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Viajes')).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds an interest at once and keeps it when the server agrees', async () => {
    const answer = held<Interest>();
    const addInterest = vi.fn(() => answer.promise);
    const { chip, user } = await renderInterests({ addInterest });
    await user.click(chip('Viajes'));
    expect(chip('Viajes')).toHaveAttribute('aria-pressed', 'true');
    expect(addInterest).toHaveBeenCalledWith({ interest: 'travel' });
    answer.release(ok({ id: '5b0c7a2e-9d1f-4e3a-8c6b-1a2b3c4d5e02', interest: 'travel' }));
    await waitFor(() => expect(chip('Viajes')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('removes an interest by its id', async () => {
    const removeInterest = vi.fn(async () => ok({ removed: true as const }));
    const { chip, user } = await renderInterests({ removeInterest });
    await user.click(chip('Moda'));
    expect(chip('Moda')).toHaveAttribute('aria-pressed', 'false');
    expect(removeInterest).toHaveBeenCalledWith({ id: fashion.id });
  });

  it('removes a just-added interest with the id the server gave it', async () => {
    const removeInterest = vi.fn(async () => ok({ removed: true as const }));
    const travel: Interest = { id: '5b0c7a2e-9d1f-4e3a-8c6b-1a2b3c4d5e02', interest: 'travel' };
    const { chip, user } = await renderInterests({
      addInterest: vi.fn(async () => ok(travel)),
      removeInterest,
    });
    await user.click(chip('Viajes'));
    await user.click(chip('Viajes'));
    await waitFor(() => expect(removeInterest).toHaveBeenCalledWith({ id: travel.id }));
    expect(chip('Viajes')).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts an interest back when removing it fails, and says so', async () => {
    const answer = held<{ removed: true }>();
    const { chip, user } = await renderInterests({ removeInterest: vi.fn(() => answer.promise) });
    await user.click(chip('Moda'));
    expect(chip('Moda')).toHaveAttribute('aria-pressed', 'false');
    answer.release(fail('internal_error', { status: 500 }));
    expect(await screen.findByText('No pudimos quitar Moda')).toBeInTheDocument();
    expect(chip('Moda')).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes back an added interest the server refuses, leaving the others alone', async () => {
    const { chip, user } = await renderInterests({
      addInterest: vi.fn(async () => fail('validation_error')),
      removeInterest: vi.fn(async () => ok({ removed: true as const })),
    });
    await user.click(chip('Viajes'));
    expect(await screen.findByText('No pudimos agregar Viajes')).toBeInTheDocument();
    expect(chip('Viajes')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Moda')).toHaveAttribute('aria-pressed', 'true');
  });
});
