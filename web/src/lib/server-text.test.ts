import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { serverName, serverWord } from './server-text';

const en = setupI18n({ locale: 'en', messages: { en: {} } });
// A French catalog keyed the way the macro keys its messages.
const fr = setupI18n({
  locale: 'fr',
  messages: {
    fr: {
      [generateMessageId('Per kg')]: 'Au kilo',
      [generateMessageId('each')]: 'pièce',
      [generateMessageId('(per kg)')]: '(au kilo)',
    },
  },
});
const af = setupI18n({
  locale: 'af',
  messages: { af: { [generateMessageId('Combo')]: 'Kombinasie' } },
});

describe('serverWord', () => {
  it('leaves sizes, brands and unknown words as the shop wrote them', () => {
    expect(serverWord(en, '2.5 kg')).toBe('2.5 kg');
    expect(serverWord(en, 'Ubuntu Mills')).toBe('Ubuntu Mills');
  });

  it('recognises the API words whatever their case, keeping the first letter’s case', () => {
    expect(serverWord(en, 'Per kg')).toBe('Per kg');
    expect(serverWord(en, 'per kg')).toBe('per kg');
    expect(serverWord(en, 'Each')).toBe('Each');
    expect(serverWord(en, 'each')).toBe('each');
  });

  it('uses the catalog of the shopper’s language', () => {
    expect(serverWord(fr, 'Per kg')).toBe('Au kilo');
    expect(serverWord(fr, 'Each')).toBe('Pièce');
    expect(serverWord(fr, 'each')).toBe('pièce');
  });

  it('says a combo’s pack in the shopper’s language (the basket line, the offer’s dialog)', () => {
    expect(serverWord(af, 'Combo')).toBe('Kombinasie');
  });
});

describe('serverName', () => {
  it('translates only the "(per kg)" ending of a weighed item', () => {
    expect(serverName(en, 'Slaghuis Oupa Boerewors (per kg)')).toBe(
      'Slaghuis Oupa Boerewors (per kg)',
    );
    expect(serverName(en, 'Sunveld Maize Meal 2.5 kg')).toBe('Sunveld Maize Meal 2.5 kg');
    expect(serverName(fr, 'Slaghuis Oupa Boerewors (per kg)')).toBe(
      'Slaghuis Oupa Boerewors (au kilo)',
    );
  });
});
