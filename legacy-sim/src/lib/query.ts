/** Reading typed values out of raw query strings and JSON bodies, answering 400 for bad input. */
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

export function optionalBoolean(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`${name} must be true or false`);
}

/** A path id: a positive integer. */
export function idParam(value: string, name = 'id'): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw badRequest(`${name} must be a positive integer`);
  return id;
}

/** The JSON body as an object, or 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
