import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, ok } from '../../test/builders';
import { installFakeBridge } from '../../test/fake-bridge';
import { aBrand, ids } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';
import { SendProposalDialog } from '../proposals';
import { UI_WAIT_MS } from '../../test/ui-wait';

// Suggestions come after the typing pause; a busy test machine may take a while longer.
const afterPause = { timeout: UI_WAIT_MS };

const suggestHashtags = vi.fn(async () =>
  ok({
    results: [
      { tag: 'verano', uses: 8 },
      { tag: 'veraniego', uses: 2 },
    ],
  }),
);

describe('hashtags in briefs', () => {
  it('suggests tags in a casting call’s brief', async () => {
    const { user } = renderAs('brand', '/casting-calls/new', {
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
      suggestHashtags,
    });
    const brief = await screen.findByLabelText('Brief');
    await user.type(brief, 'Para el #ver');
    await user.click(await screen.findByRole('option', { name: '#verano · 8 usos' }, afterPause));
    expect(brief).toHaveValue('Para el #verano ');
  });

  it('suggests tags in a proposal’s message, and Esc closes them, not the dialog', async () => {
    installFakeBridge({
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
      suggestHashtags,
    });
    const onOpenChange = vi.fn();
    render(
      <SendProposalDialog
        open
        onOpenChange={onOpenChange}
        creator={{ id: ids.creator, name: 'Ana López' }}
        onSent={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Enviar propuesta a Ana López' });
    const message = within(dialog).getByLabelText('Mensaje');
    await user.type(message, 'Con #ver');
    expect(await within(dialog).findByRole('listbox', {}, afterPause)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.keyboard('a');
    await user.click(await screen.findByRole('option', { name: '#verano · 8 usos' }, afterPause));
    expect(message).toHaveValue('Con #verano ');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
