/**
 * The branch a shopper chose: its id and its name as the legacy API gave it. Its own file so the
 * request context can name it without importing the store that keeps it.
 */
export interface SelectedSupplier {
  id: string;
  name: string;
}
