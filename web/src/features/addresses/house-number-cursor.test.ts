import { afterEach, describe, expect, it } from 'vitest';
import { cursorBeforeStreet } from './house-number-cursor';

const STREET = 'Tygerberg Road, Parow, Cape Town, 7500';

function addressField(): HTMLInputElement {
  const input = document.createElement('input');
  input.value = STREET;
  document.body.append(input);
  return input;
}

afterEach(() => document.body.replaceChildren());

describe('cursorBeforeStreet', () => {
  it('puts the cursor in front of the picked street, ready for the house number', () => {
    const input = addressField();
    cursorBeforeStreet(input);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 0]);
  });

  it('leaves a shopper who is already in the field where they are', () => {
    // Selected the whole street to retype it before the next frame: typing must replace it, not
    // land in front of it ("21 Tygerberg Road…Tygerberg Road…").
    const input = addressField();
    input.focus();
    input.select();
    cursorBeforeStreet(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, STREET.length]);
  });
});
