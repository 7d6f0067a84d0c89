// @vitest-environment node
import { createContext, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { releaseContexts } from './release-contexts';

/** React's current value of a context (internal: what keeps a render's client reachable). */
const currentValue = (context: object) => (context as { _currentValue: unknown })._currentValue;

function render(tree: React.ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write: (_chunk, _encoding, done) => done(),
      final: (done) => (done(), resolve()),
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** Waits for data as a page's queries do: the rest of the page is rendered later, in a task of its own. */
function Later({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

describe('releaseContexts', () => {
  it('lets go of the last render’s context values', async () => {
    const Client = createContext<object | null>(null);
    const client = { name: 'one render’s client' };
    await render(
      <Client.Provider value={client}>
        <Suspense fallback={null}>
          <Later data={new Promise((resolve) => setTimeout(() => resolve('page'), 5))} />
        </Suspense>
      </Client.Provider>,
    );
    // What React leaves behind after a page: the provider's value, until the next render.
    expect(currentValue(Client)).toBe(client);

    releaseContexts();
    await new Promise((resolve) => setImmediate(resolve));
    expect(currentValue(Client)).toBeNull();
  });
});
