/**
 * A dialog closed by a tap leaves a shield over the page for a double tap's length, so that the
 * second tap of a double tap on its button lands on nothing (tests/e2e/basket-branches.spec.ts
 * drives it in Chromium, where a line's Remove lay under "Cancel"); closed otherwise, none.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Asking() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Dialog title="Keep only these?" onClose={() => setOpen(false)}>
      <button type="button" onClick={() => setOpen(false)}>
        Keep these items
      </button>
    </Dialog>
  ) : null;
}

const shield = () => document.querySelector('.tap-shield');

describe('Dialog', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('closed by a tap, shields the page from that double tap’s second tap, then not', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Asking />
      </I18nProvider>,
    );
    const keep = screen.getByRole('button', { name: 'Keep these items', hidden: true });
    fireEvent.pointerUp(keep);
    await act(async () => fireEvent.click(keep));
    expect(document.querySelector('dialog')).toBeNull();
    expect(shield()).not.toBeNull();
    await waitFor(() => expect(shield()).toBeNull());
  });

  it('closed with Escape, leaves no shield', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Asking />
      </I18nProvider>,
    );
    await act(async () => {
      fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(shield()).toBeNull();
  });
});
