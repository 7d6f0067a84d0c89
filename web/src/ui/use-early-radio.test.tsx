import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlyRadio } from './use-early-radio';

/**
 * A controlled radio group in a form, as the checkout's steps render them. Its choice is also kept
 * where the form's handler reads it when submitted (`kept`, as the steps read their store).
 */
function Ways({
  onTakeUp,
  onSubmit,
}: {
  onTakeUp?: (value: string) => void;
  onSubmit?: (kept: string | null) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyRadio(group, 'way', chosen, (value) => {
    onTakeUp?.(value);
    kept = value;
    setChosen(value);
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(kept);
      }}
    >
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
    </form>
  );
}

let kept: string | null = null;
afterEach(() => {
  document.body.innerHTML = '';
  kept = null;
});

/** The server's page in the document, a tap on `tapped` made before the scripts, then hydrated. */
async function hydratedAfterTap(
  tapped: string | null,
  onTakeUp?: (value: string) => void,
  onSubmit?: (kept: string | null) => void,
) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Ways />);
  document.body.append(root);
  if (tapped) root.querySelector<HTMLInputElement>(`input[value="${tapped}"]`)!.checked = true;
  await act(async () => {
    hydrateRoot(root, <Ways onTakeUp={onTakeUp} onSubmit={onSubmit} />);
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

  it('is the choice the form is submitted with, when the submit comes before it is taken up', async () => {
    // Hydrated with nothing tapped, then the radio checked as the server's page leaves it: what
    // the page is between hydration and the take-up (a task later on a slow phone), when a tap on
    // Continue was handled with no slot ("Collect time slot is required", and nothing moved).
    const submitted: (string | null)[] = [];
    const root = await hydratedAfterTap(null, undefined, (value) => submitted.push(value));
    root.querySelector<HTMLInputElement>('input[value="deliver"]')!.checked = true;
    await act(async () => {
      root.querySelector('form')!.requestSubmit();
    });
    expect(submitted).toEqual(['deliver']);
    expect(root.querySelector('output')?.textContent).toBe('deliver');
  });

  it('is taken up once, however many look at it before the page renders with it', async () => {
    // On a slow phone the hydration's own take-up waits for its task after a submit has taken the
    // tap up; seeing the render's choice still differ, it took it up again, and a choice clears
    // what the submit had said ("Collect time slot is required"). Two submits before the page
    // renders again meet the same moment.
    const taken: string[] = [];
    const root = await hydratedAfterTap(null, (value) => taken.push(value));
    root.querySelector<HTMLInputElement>('input[value="deliver"]')!.checked = true;
    await act(async () => {
      const form = root.querySelector('form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(taken).toEqual(['deliver']);
    expect(root.querySelector('output')?.textContent).toBe('deliver');
  });
});
