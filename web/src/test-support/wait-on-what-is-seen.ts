/**
 * Before each test file (vitest `setupFiles`): Testing Library's `findBy…` and `waitFor` wait for
 * what the test expects to see as long as the other waits (seen-within.ts), not their default of
 * one second. The add dialog of a weighed item (its code is loaded on the tap) opened in 0.6 s
 * alone and after more than 1 s in CI on two shared cores: `ProductTile.test` failed at 1cfa0ce.
 */
import { configure } from '@testing-library/react';
import { SEEN_WITHIN } from './seen-within';

configure({ asyncUtilTimeout: SEEN_WITHIN.timeout });
