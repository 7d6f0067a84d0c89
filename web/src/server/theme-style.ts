/**
 * The shop's colours (its configuration's theme) as a style in the server's page, after the
 * stylesheets: a browser without scripts used the stylesheet's defaults (a saving's price red
 * where the shop's is violet), and one with them saw the colours change when `ConfigProvider`
 * set them. The values come from the legacy configuration: only colours written as `#hex` are
 * written into the page (anything else could close the style); the app sets the rest as before.
 */
import type { ShopConfigQuery } from '../core/config/ShopConfig.generated';
import { themeOf, themeProperties } from '../core/config/app-config';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

export function themeStyle(config: ShopConfigQuery | null | undefined): string {
  if (!config?.shopConfig) return '';
  const properties = Object.entries(themeProperties(themeOf(config.shopConfig)))
    .filter(([, value]) => HEX_COLOUR.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return properties.length > 0 ? `<style>:root{${properties.join(';')}}</style>` : '';
}
