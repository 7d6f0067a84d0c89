/**
 * Before each test file (vitest `setupFiles`): `findBy…` and `waitFor` wait for what the test
 * expects to see, not for Testing Library's default of one second. The add dialog of a weighed
 * item (its code is loaded on the tap) opened in 0.6 s alone but after more than 1 s in CI on two
 * shared cores, and `ProductTile.test` failed at 1cfa0ce. The wait stays below the test's timeout
 * (web/vite.config.ts), so a screen that never shows still fails with Testing Library's account of
 * the page, not a bare timeout.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
