/**
 * The branch a shopper chose, as the device keeps it: its id. Its name is the gateway's, read from
 * the cache (`useSelectedBranch`). Its own file so the request context can name it without
 * importing the store that keeps it.
 */
export interface SelectedSupplier {
  id: string;
}

/**
 * A branch being chosen: its id, and its name when the screen offering it has it from the
 * gateway (put in the cache at once, so the supplier bar names it before the branch is asked).
 */
export interface BranchChoice {
  id: string;
  name?: string;
}
