import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlyRadio } from './use-early-radio';

/** A controlled radio group, as the checkout's steps render them. */
function Ways({ onTakeUp }: { onTakeUp?: (value: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyRadio(group, 'way', chosen, (value) => {
    onTakeUp?.(value);
    setChosen(value);
  });
  return (
    <fieldset ref={group}>
      {['collect', 'deliver'].map((value) => (
        <input
          key={value}
          type="radio"
          name="way"
          value={value}
          aria-label={value}
          checked={chosen === value}
          onChange={() => setChosen(value)}
        />
      ))}
      <output>{chosen ?? 'none'}</output>
    </fieldset>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's page in the document, a tap on `tapped` made before the scripts, then hydrated. */
async function hydratedAfterTap(tapped: string | null, onTakeUp?: (value: string) => void) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Ways />);
  document.body.append(root);
  if (tapped) root.querySelector<HTMLInputElement>(`input[value="${tapped}"]`)!.checked = true;
  await act(async () => {
    hydrateRoot(root, <Ways onTakeUp={onTakeUp} />);
  });
  return root;
}

describe('a radio tapped on the server’s page before the scripts ran', () => {
  it('is the choice once the page is hydrated, and stays checked', async () => {
    const root = await hydratedAfterTap('deliver');
    expect(root.querySelector('output')?.textContent).toBe('deliver');
    expect(root.querySelector<HTMLInputElement>('input[value="deliver"]')?.checked).toBe(true);
  });

  it('takes nothing up when nothing was tapped', async () => {
    const taken: string[] = [];
    const root = await hydratedAfterTap(null, (value) => taken.push(value));
    expect(taken).toEqual([]);
    expect(root.querySelector('output')?.textContent).toBe('none');
  });
});
