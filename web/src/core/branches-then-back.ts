/**
 * The branches page for a shopper sent there from `returnTo` to choose a branch (a search or a
 * list of the branches near, which need the scripts without one): once chosen, the shopper goes
 * back there rather than home (AgenciesPage's `return_to`, the gateway's `POST /branch`).
 */
export function branchesThenBack(returnTo: string): string {
  return `/agencies?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}
