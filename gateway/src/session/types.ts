/** The shopper's session as resolvers see it. The data lives in an encrypted httpOnly cookie. */

/** What the gateway needs to call the legacy API for this shopper. */
export interface SessionData {
  userId: number;
  /** Bearer token from the legacy sign in. */
  authToken: string;
  /** Account scope of the legacy account calls. */
  scope: string;
}

export interface Session {
  /** The signed-in shopper, or null for a visitor (or a cookie that failed to decrypt). */
  readonly data: SessionData | null;
  /**
   * Signs the shopper in: sets the cookie on this response (a session this request had is revoked).
   * `revokeOthers` also revokes every earlier session of the shopper (password reset).
   */
  set(data: SessionData, options?: { revokeOthers?: boolean }): Promise<void>;
  /** Signs out: revokes this session and clears the cookie on this response. */
  clear(): Promise<void>;
}
