// Types for data masking with GraphQL Codegen's masked operation types (codegen.yml:
// `inlineFragmentTypes: mask`): `useFragment`, `FragmentType` and `Unmasked` follow them.
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
