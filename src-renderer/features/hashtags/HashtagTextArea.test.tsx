import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { HashtagSuggestionsAnswer } from '../../../src-shared/domain/hashtag';
import { fail, ok } from '../../test/builders';
import { installFakeBridge } from '../../test/fake-bridge';
import { HashtagTextArea } from './HashtagTextArea';
import { UI_WAIT_MS } from '../../test/ui-wait';

// Suggestions come after the typing pause; a busy test machine may take a while longer.
const afterPause = { timeout: UI_WAIT_MS };

function BriefForm() {
  const { control, formState } = useForm({ defaultValues: { brief: '' } });
  const brief = useWatch({ control, name: 'brief' });
  return (
    <form>
      <HashtagTextArea control={control} name="brief" label="Brief" rows={4} limit={500} />
      <p>{formState.isDirty ? 'Con cambios' : 'Sin cambios'}</p>
      <p data-testid="value">{brief}</p>
    </form>
  );
}

const suggestions = (...tags: [string, number][]) =>
  ok({ results: tags.map(([tag, uses]) => ({ tag, uses })) });

function renderBrief(suggestHashtags: BridgeApi['suggestHashtags']) {
  const bridge = installFakeBridge({ suggestHashtags });
  render(<BriefForm />);
  return { bridge, user: userEvent.setup(), field: screen.getByLabelText('Brief') };
}

const viajes = () => suggestions(['viajes', 12], ['viajero', 1], ['vianda', 0]);

describe('hashtag suggestions', () => {
  it('asks once typing pauses and lists the suggestions with their uses', async () => {
    const { bridge, user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, 'Verano #via');
    expect(bridge.suggestHashtags).not.toHaveBeenCalled();

    const list = await screen.findByRole('listbox', { name: 'Hashtags sugeridos' }, afterPause);
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '#viajes · 12 usos',
      '#viajero · 1 uso',
      '#vianda · sugerido',
    ]);
    expect(screen.getByRole('option', { name: '#viajes · 12 usos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(bridge.suggestHashtags).toHaveBeenCalledExactlyOnceWith({ tag: 'via' });
    expect(field).toHaveAttribute('aria-controls', list.id);
  });

  it('never lets the previous query’s late answer replace the newer one', async () => {
    let answerVia: (outcome: BridgeOutcome<HashtagSuggestionsAnswer>) => void = () => {};
    const suggestHashtags = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerVia = resolve)))
      .mockImplementationOnce(async () => suggestions(['viajero', 3]));
    const { user, field } = renderBrief(suggestHashtags);
    await user.type(field, '#via');
    await waitFor(() => expect(suggestHashtags).toHaveBeenCalledOnce());

    await user.type(field, 'j');
    expect(
      await screen.findByRole('option', { name: '#viajero · 3 usos' }, afterPause),
    ).toBeVisible();
    expect(suggestHashtags).toHaveBeenLastCalledWith({ tag: 'viaj' });
    await act(async () => answerVia(suggestions(['vianda', 40])));
    expect(screen.queryByRole('option', { name: /vianda/ })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('waits quietly when main cancels a request a newer one replaced', async () => {
    const suggestHashtags = vi.fn(async () => fail('request_cancelled', { status: 0 }));
    const { user, field } = renderBrief(suggestHashtags);
    await user.type(field, '#via');
    await waitFor(() => expect(suggestHashtags).toHaveBeenCalledOnce());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveValue('#via');
  });

  it('puts the highlighted tag in with Enter, caret after it, and marks the form changed', async () => {
    const { user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, 'Verano #via');
    await screen.findByRole('listbox', {}, afterPause);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '#viajero · 1 uso' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '#viajero · 1 uso' }).id,
    );
    await user.keyboard('{Enter}');

    expect(field).toHaveValue('Verano #viajero ');
    expect((field as HTMLTextAreaElement).selectionStart).toBe('Verano #viajero '.length);
    expect(screen.getByTestId('value')).toHaveTextContent('Verano #viajero');
    expect(screen.getByText('Con cambios')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(field, 'y más');
    expect(field).toHaveValue('Verano #viajero y más');
  });

  it('wraps with the arrows and inserts with Tab in the middle of a text', async () => {
    const { user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, 'Ir de # hoy');
    await user.keyboard('{ArrowLeft>4/}via');
    await screen.findByRole('listbox', {}, afterPause);
    await user.keyboard('{ArrowUp}{Tab}');
    expect(field).toHaveValue('Ir de #vianda hoy');
    expect((field as HTMLTextAreaElement).selectionStart).toBe('Ir de #vianda '.length);
    expect(field).toHaveFocus();
  });

  it('inserts the suggestion clicked without leaving the field', async () => {
    const { user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, '#via');
    await user.click(await screen.findByRole('option', { name: '#viajes · 12 usos' }, afterPause));
    expect(field).toHaveValue('#viajes ');
    expect(field).toHaveFocus();
  });

  it('closes with Esc and opens again on the next letter', async () => {
    const { user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, '#via');
    await screen.findByRole('listbox', {}, afterPause);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).not.toHaveAttribute('aria-controls');

    await user.keyboard('{Enter}');
    expect(field).toHaveValue('#via\n');
    await user.keyboard('{Backspace}j');
    expect(await screen.findByRole('listbox', {}, afterPause)).toBeVisible();
  });

  it('asks nothing for text without a # or a # without a letter', async () => {
    const { bridge, user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, 'Buscamos creadores de viajes. Año #2024 y precio #');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bridge.suggestHashtags).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes when the field loses focus', async () => {
    const { user, field } = renderBrief(vi.fn(async () => viajes()));
    await user.type(field, '#via');
    await screen.findByRole('listbox', {}, afterPause);
    await user.tab({ shift: true });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('brings the suggestions into view inside a dialog whose body scrolls', async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout; the spy records which element asked to be shown.
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    try {
      const { user, field } = renderBrief(vi.fn(async () => viajes()));
      await user.type(field, '#via');
      const list = await screen.findByRole('listbox', {}, afterPause);
      expect(scrolled).toContain(list);
      // In the field's own box, right after it: what scrolls the field scrolls the list too.
      expect(field.closest('.hashtag-field')).toContainElement(list);
    } finally {
      spy.mockRestore();
    }
  });
});
