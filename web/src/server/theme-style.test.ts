import { describe, expect, it } from 'vitest';
import type { ShopConfigQuery } from '../core/config/ShopConfig.generated';
import { themeStyle } from './theme-style';

/** A configuration whose theme is `theme` (the rest is not read here). */
const withTheme = (theme: Record<string, string>) =>
  ({ shopConfig: { meta: {}, features: {}, theme } }) as unknown as ShopConfigQuery;

describe("the shop's colours in the server's page", () => {
  it('writes the theme as custom properties of the root', () => {
    const style = themeStyle(withTheme({ promotion: '#7048E8', primary: '#EF4060' }));
    expect(style).toMatch(/^<style>:root\{.*\}<\/style>$/);
    expect(style).toContain('--color-promotion:#7048E8');
    expect(style).toContain('--color-primary:#EF4060');
  });

  it('leaves out a value that is not a #hex colour: nothing can close the style', () => {
    const style = themeStyle(
      withTheme({ promotion: 'red</style><script>alert(1)</script>', primary: '#EF4060' }),
    );
    expect(style).not.toContain('script');
    expect(style).not.toContain('--color-promotion');
    expect(style).toContain('--color-primary:#EF4060');
  });

  it('writes nothing without a configuration (the stylesheet’s defaults stand)', () => {
    expect(themeStyle(null)).toBe('');
    expect(themeStyle({} as ShopConfigQuery)).toBe('');
  });
});
