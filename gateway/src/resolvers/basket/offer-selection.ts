/**
 * Whether a comparison's query asks of its lines' offers no more than their ids (as the web's
 * compare screen does): then the legacy answer is read keeping only those (offers-as-ids.ts).
 */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

const ID_ONLY = new Set(['id', '__typename']);

/** The field names a selection set selects, fragments included. */
function fieldsOf(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
): Array<{ name: string; set: SelectionSetNode | undefined }> {
  if (!set) return [];
  return set.selections.flatMap((selection) => {
    if (selection.kind === 'Field')
      return [{ name: selection.name.value, set: selection.selectionSet }];
    if (selection.kind === 'InlineFragment') return fieldsOf(selection.selectionSet, info);
    const fragment = info.fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet, info) : [];
  });
}

/** True when every `offer` under the field asks only `id` (or nothing of it at all). */
export function asksOfferIdsOnly(info: GraphQLResolveInfo): boolean {
  const walk = (set: SelectionSetNode | undefined): boolean =>
    fieldsOf(set, info).every((field) =>
      field.name === 'offer'
        ? fieldsOf(field.set, info).every((inner) => ID_ONLY.has(inner.name))
        : walk(field.set),
    );
  return info.fieldNodes.every((node) => walk(node.selectionSet));
}
