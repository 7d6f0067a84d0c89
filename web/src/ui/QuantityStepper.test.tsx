import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { quantityRules } from '../lib/quantity';
import { QuantityStepper } from './QuantityStepper';

function Harness({ perKg }: { perKg: boolean }) {
  const rules = quantityRules({ perKg });
  const [value, setValue] = useState(rules.min);
  return <QuantityStepper value={value} rules={rules} onChange={setValue} label="Tomatoes" />;
}

const amount = () => screen.getByRole('status', { name: 'Quantity' }).textContent;

const renderStepper = (perKg: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness perKg={perKg} />
    </I18nProvider>,
  );

describe('QuantityStepper', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts per-kg items at 0.250 kg and steps by 0.050', () => {
    renderStepper(true);
    expect(amount()).toBe('0.25 kg');
    expect((screen.getByRole('button', { name: 'Less' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More' }), { button: 0 });
    fireEvent.pointerUp(screen.getByRole('button', { name: 'More' }));
    expect(amount()).toBe('0.3 kg');
  });

  it('repeats every 50 ms after holding for 500 ms', () => {
    vi.useFakeTimers();
    renderStepper(false);
    const more = screen.getByRole('button', { name: 'More' });
    fireEvent.pointerDown(more, { button: 0 });
    expect(amount()).toBe('2');
    act(() => vi.advanceTimersByTime(499));
    expect(amount()).toBe('2');
    act(() => vi.advanceTimersByTime(1 + 50 * 3));
    expect(amount()).toBe('5');
    fireEvent.pointerUp(more);
    act(() => vi.advanceTimersByTime(500));
    expect(amount()).toBe('5');
  });

  it('changes once per keyboard press', () => {
    renderStepper(false);
    fireEvent.click(screen.getByRole('button', { name: 'More' }), { detail: 0 });
    expect(amount()).toBe('2');
  });
});
