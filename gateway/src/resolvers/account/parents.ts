/** Parent types of the account domain that are not plain REST shapes. */

/** The signed-in shopper: the session's user id; the rest is loaded on demand. */
export interface ViewerParent {
  userId: number;
}
