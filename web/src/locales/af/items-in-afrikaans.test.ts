/**
 * The Afrikaans catalog says "artikel(s)", not the English "item(s)": in the toolbar, the basket's
 * total and the order's headings "Items" read as English left untranslated to an Afrikaans
 * shopper.
 */
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from './messages.po';

const say = (message: string, values?: Record<string, unknown>) =>
  i18n._(generateMessageId(message), values);

describe('item counts in Afrikaans', () => {
  beforeAll(() => {
    i18n.load('af', messages);
    i18n.activate('af');
  });
  afterAll(() => i18n.activate('en'));

  it('counts artikels in the toolbar, the basket and the order', () => {
    expect(say('{count, plural, one {# item} other {# items}}', { count: 1 })).toBe('1 artikel');
    expect(say('{count, plural, one {# item} other {# items}}', { count: 3 })).toBe('3 artikels');
    expect(say('{0, plural, one {Total (# item)} other {Total (# items)}}', { 0: 2 })).toBe(
      'Totaal (2 artikels)',
    );
    expect(say('Items')).toBe('Artikels');
  });

  it('leaves no English "item" in any Afrikaans text', () => {
    const english = Object.entries(messages)
      .filter(([, text]) => /\bitems?\b/i.test(JSON.stringify(text)))
      .map(([id]) => id);
    expect(english).toEqual([]);
  });

  it('says "teken aan" for signing in everywhere, as the sign-in button does', () => {
    expect(say('Log in')).toBe('Teken aan');
    const other = Object.entries(messages)
      .filter(([, text]) => /\bmeld\b[^"]*\baan\b/i.test(JSON.stringify(text)))
      .map(([id]) => id);
    expect(other).toEqual([]);
  });
});
