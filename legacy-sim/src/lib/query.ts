/** Reading typed values out of raw query strings, answering 400 for bad input. */
import { badRequest } from './http-errors.js';

export function requiredNumber(value: string | undefined, name: string): number {
  if (value === undefined || value === '') throw badRequest(`${name} is required`);
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw badRequest(`${name} must be a number`);
  return parsed;
}

export function optionalNumber(value: string | undefined, name: string): number | undefined {
  return value === undefined || value === '' ? undefined : requiredNumber(value, name);
}
