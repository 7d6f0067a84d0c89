/**
 * Runs a screen's model hook as the shop does around it (Lingui, a memory router, an Apollo
 * client) against a scripted gateway: each operation is answered by the function named after it,
 * and every request is recorded, so a test says what the shopper's action sent and what came back.
 * An operation the test did not script fails like a network error.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { typePolicies } from '../apollo/type-policies';

/** What an operation answers (its `data`), or a promise of it. */
export type Answer = (variables: Record<string, unknown>) => unknown;

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

export function scriptedGateway(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        sent.push({ operationName, variables });
        const answer = answers[operationName];
        // Answered on a later tick, as a network would; an answer that is a promise, once it
        // settles (a test decides the order answers arrive in).
        setTimeout(() => {
          if (!answer) return observer.error(new Error(`No answer scripted for ${operationName}`));
          // A scripted answer that throws or rejects is a failed request, as on a network.
          new Promise((resolve) => resolve(answer(variables))).then(
            (data) => {
              observer.next({ data: data as Record<string, unknown> });
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const calls = (name: string) => sent.filter((request) => request.operationName === name);
  return { client, sent, calls };
}

/** Renders `useModel` at `path`; `location()` is where the router is after what the hook did. */
export function renderModel<T>(
  useModel: () => T,
  { client, path = '/' }: { client: ApolloClient; path?: string },
) {
  i18n.load('en', {});
  i18n.activate('en');
  let where = path;
  function Where() {
    where = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Where />
                  {children}
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ApolloProvider>
  );
  const rendered = renderHook(useModel, { wrapper });
  return { ...rendered, location: () => where };
}
