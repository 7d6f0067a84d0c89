/** The session checks every shopper resolver starts with. */
import { GraphQLError } from 'graphql';
import type { Session, SessionData } from '../../session/types.js';

/** The signed-in shopper, or `UNAUTHENTICATED`. */
export function requireViewer(session: Session): SessionData {
  if (!session.data) {
    throw new GraphQLError('Sign in to continue.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return session.data;
}

/** `NOT_FOUND` without saying whether the thing exists for someone else. */
export function notYours(what: string): GraphQLError {
  return new GraphQLError(`No such ${what} among yours.`, { extensions: { code: 'NOT_FOUND' } });
}
