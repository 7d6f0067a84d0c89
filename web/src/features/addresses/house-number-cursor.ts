/**
 * After a street is picked from the search, the house number goes in front of it: the address
 * field gets the focus with the cursor at its start. It runs a frame after the pick (the field
 * has just been filled); a shopper who is in the field by then keeps their cursor or selection,
 * or what they type would land in front of the street instead of replacing it.
 */
export function cursorBeforeStreet(input: HTMLInputElement | null): void {
  if (!input || input.ownerDocument.activeElement === input) return;
  input.focus();
  input.setSelectionRange(0, 0);
}
