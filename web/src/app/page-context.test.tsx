import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openBranchDialog, useBranchDialogOpen } from '../core/branch-dialog';
import { RequestContextProvider, type RequestContext } from '../core/request-context';
import { selectSupplier, useSelectedBranch, useSelectedSupplier } from '../core/selected-supplier';
import { createPageContext } from './page-context';

/** Renders `hook` in the components of `context`. */
function renderIn<T>(context: RequestContext, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={context.client}>
      <RequestContextProvider value={context}>{children}</RequestContextProvider>
    </ApolloProvider>
  );
  return renderHook(hook, { wrapper });
}

describe("the page's request context", () => {
  beforeEach(() => localStorage.clear());

  it("makes the client state's slices afresh: a new context sees nothing the previous one set", () => {
    createPageContext();
    act(() => openBranchDialog());
    const next = createPageContext();
    expect(renderIn(next, useBranchDialogOpen).result.current).toBe(false);
  });

  it('shows its components the branch chosen in it, and its loaders the same (branch())', () => {
    const context = createPageContext();
    const { result } = renderIn(context, useSelectedSupplier);
    const named = renderIn(context, useSelectedBranch);
    act(() => selectSupplier({ id: '101', name: 'Mzansi Fresh Parow' }));
    expect(result.current).toEqual({ id: '101' });
    expect(context.branch()).toEqual({ id: '101' });
    // The name the screen had from the gateway is the cache's branch's, not the store's.
    expect(named.result.current).toEqual({ id: '101', name: 'Mzansi Fresh Parow' });
  });
});
