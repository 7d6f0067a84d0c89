// What the shop and Apollo Client use of graphql-js, from its language modules (see
// graphql-language.ts). Types come from the package as usual: they are erased.
export { Kind } from 'graphql/language/kinds';
export { BREAK, visit } from 'graphql/language/visitor';
export { print } from 'graphql/language/printer';
export { OperationTypeNode } from 'graphql/language/ast';
export { isSelectionNode } from 'graphql/language/predicates';
