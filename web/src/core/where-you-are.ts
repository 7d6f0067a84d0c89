/**
 * Marks a figure that depends on where the shopper is (the device's position, which only the
 * browser knows): a delivery fee to "where you are". The server's page says what the fee depends
 * on and the browser's then gives it: the one way the two pages may differ
 * (tests/e2e/server-html-matches.spec.ts reads the pages without these).
 */
export const WHERE_YOU_ARE = { 'data-where-you-are': '' } as const;
