/**
 * Which orders this tab sent a save for and heard no answer. The save's key and changes are in
 * local storage, shared by every tab (`orders-v1.edits[id].saving`), so that alone cannot tell a
 * save another tab has on its way from one this tab lost. Session storage is this tab's, and
 * outlives its reloads: an order page opening with its mark here reopens a save this tab lost,
 * which it sends again (useOrderEditorModel); another tab's page leaves it to that tab.
 */
const key = (orderId: string) => `order-save-unanswered:${orderId}`;

export function markSaveSent(orderId: string): void {
  try {
    sessionStorage.setItem(key(orderId), '1');
  } catch {
    // No session storage: a lost save waits for the shopper's "Confirm update", as before.
  }
}

export function markSaveAnswered(orderId: string): void {
  try {
    sessionStorage.removeItem(key(orderId));
  } catch {
    // As above.
  }
}

export function saveLostInThisTab(orderId: string): boolean {
  try {
    return sessionStorage.getItem(key(orderId)) !== null;
  } catch {
    return false;
  }
}
