import { describe, expect, it } from 'vitest';
import { passesApolloCsrfPrevention } from './apollo-csrf.js';

describe('passesApolloCsrfPrevention', () => {
  it.each([
    [{ 'apollo-require-preflight': 'true' }, true],
    [{ 'x-apollo-operation-name': 'HomePage' }, true],
    [{ 'content-type': 'application/json' }, true],
    [{ 'content-type': 'Application/JSON; charset=UTF-8' }, true],
    [{}, false],
    [{ 'apollo-require-preflight': '' }, false],
    // A simple content type a form could send; Apollo also refuses any but JSON on a GET.
    [{ 'content-type': 'text/plain', 'apollo-require-preflight': 'true' }, false],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, false],
    // JSON with other parameters: Apollo decides.
    [{ 'content-type': 'application/json; x=1' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(passesApolloCsrfPrevention(headers)).toBe(expected);
  });
});
