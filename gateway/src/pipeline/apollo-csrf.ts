/**
 * Whether Apollo Server would take a GraphQL GET past its CSRF prevention and its content-type
 * check: no content type and one of Apollo's preflight headers, or plain JSON as the content type
 * (a browser cannot send that without a preflight; Apollo refuses any other on a GET). The
 * public-answer cache, which answers a GET before Apollo, answers only such requests. "No" means "leave it to Apollo", which refuses it or, for a spelling of
 * JSON this does not take, decides itself.
 */
import type { IncomingHttpHeaders } from 'node:http';

const PLAIN_JSON_CONTENT_TYPE = /^application\/json(?:;\s*charset=utf-8)?$/i;

export function passesApolloCsrfPrevention(headers: IncomingHttpHeaders): boolean {
  const contentType = headers['content-type'];
  if (contentType !== undefined) return PLAIN_JSON_CONTENT_TYPE.test(contentType);
  return !!headers['apollo-require-preflight'] || !!headers['x-apollo-operation-name'];
}
