/** English day names from the legacy API, translated for display. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const DAY_NAMES: Record<string, MessageDescriptor> = {
  Monday: msg`Monday`,
  Tuesday: msg`Tuesday`,
  Wednesday: msg`Wednesday`,
  Thursday: msg`Thursday`,
  Friday: msg`Friday`,
  Saturday: msg`Saturday`,
  Sunday: msg`Sunday`,
};
