import { describe, expect, it } from 'vitest';
import { IntentKeys } from './intent-keys';

function keys() {
  let made = 0;
  return new IntentKeys(() => `key-${++made}`);
}

describe('IntentKeys', () => {
  it('resends the key of an action that got no answer, and makes a new one after an answer', async () => {
    const intents = keys();
    const sent: string[] = [];
    const lost = (key: string) => {
      sent.push(key);
      return Promise.reject(new Error('Please try again'));
    };
    const answered = (key: string) => {
      sent.push(key);
      return Promise.resolve('done');
    };
    await expect(intents.send('cancel-order:7', null, lost)).rejects.toThrow('Please try again');
    await expect(intents.send('cancel-order:7', null, answered)).resolves.toBe('done');
    await intents.send('cancel-order:7', null, answered);
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('makes a new key for a different action in the same slot, and keeps slots apart', async () => {
    const intents = keys();
    const first = intents.keyFor('save-order:7', { add: 'oil' });
    expect(intents.keyFor('save-order:7', { add: 'oil' })).toBe(first);
    const other = intents.keyFor('save-order:7', { add: 'salt' });
    expect(other).not.toBe(first);
    // The replaced action does not come back with its old key.
    expect(intents.keyFor('save-order:7', { add: 'oil' })).not.toBe(first);
    expect(intents.keyFor('save-order:8', { add: 'oil' })).not.toBe(first);
  });

  it('ends the intent on a refusal too (the shop answered)', async () => {
    const intents = keys();
    const refused = await intents.send('pay-offline:7', 'CASH', async (key) => ({
      key,
      errors: ['This order is already paid'],
    }));
    expect(refused.key).toBe('key-1');
    expect(intents.keyFor('pay-offline:7', 'CASH')).toBe('key-2');
  });

  it('resends the revision of the first attempt with its key, and a new one for a new action', async () => {
    const intents = keys();
    const sent: Array<[string, string]> = [];
    const lost = (key: string, revision: string) => {
      sent.push([key, revision]);
      return Promise.reject(new Error('Please try again'));
    };
    const answered = (key: string, revision: string) => {
      sent.push([key, revision]);
      return Promise.resolve('done');
    };
    const changes = { add: 'oil' };
    await expect(intents.sendAt('save-order:7', changes, 'r1', lost)).rejects.toThrow();
    // The page learnt a newer revision meanwhile (perhaps the lost attempt's): the retry keeps r1.
    await intents.sendAt('save-order:7', changes, 'r2', answered);
    await intents.sendAt('save-order:7', changes, 'r2', answered);
    expect(sent).toEqual([
      ['key-1', 'r1'],
      ['key-1', 'r1'],
      ['key-2', 'r2'],
    ]);
  });
});
