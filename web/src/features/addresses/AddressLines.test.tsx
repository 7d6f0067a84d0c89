import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressLines } from './AddressLines';

describe('AddressLines', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it("shows the shopper's delivery instructions exactly as typed, tags and braces included", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const typed = 'Gate code <0> then ring <b>twice</b>, not {name}';
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <AddressLines
          address={{
            streetAddress: '21 Tygerberg Road, Parow',
            unit: null,
            complex: null,
            deliveryInstructions: typed,
          }}
        />
      </I18nProvider>,
    );
    expect(container.querySelector('.address-instructions')?.textContent).toBe(
      `Delivery instructions: ${typed}`,
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
