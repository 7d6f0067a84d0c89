/**
 * A web document as Apollo Client sends it: without the client-only `@unmask` directive (data
 * masking), which Apollo removes before the request and the gateway's schema does not know.
 */
import { parse, print, visit, type ASTNode } from 'graphql';

export function withoutClientDirectives<T extends ASTNode>(node: T): T {
  return visit(node, {
    Directive(directive) {
      return directive.name.value === 'unmask' ? null : undefined;
    },
  });
}

/** The query text the web client sends for a document's text. */
export function asSent(documentText: string): string {
  return print(withoutClientDirectives(parse(documentText)));
}
