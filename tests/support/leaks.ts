/**
 * Text that must never reach a client: stack frames, Node and undici error codes, legacy error
 * bodies, module paths and legacy routes (which would show the backend's shape to an attacker).
 */
export const LEAKS: readonly RegExp[] = [
  /\n\s+at /,
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|UND_ERR/,
  /"status":\s*"(not_found|invalid|error|unauthorized|forbidden)"/,
  /node_modules/,
  /Legacy API|\/catalog\/v[12]\/|\/api\/v[12]\/|\/cart\/v1\/|\/shopit\/v1\/|\/manager\/api\//,
];
