/**
 * How long a web test waits for what it expects to see (`vi.waitFor`, and through
 * wait-on-what-is-seen.ts Testing Library's `findBy…` and `waitFor`): long enough for a loaded CI
 * machine, below the test's timeout (web/vite.config.ts) so a wait that never ends fails with what
 * it waited for. The libraries' default of one second failed tests that pass alone in 0.6 s.
 */
export const SEEN_WITHIN = { timeout: 20_000 };
