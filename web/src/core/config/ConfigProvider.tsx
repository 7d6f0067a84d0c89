/**
 * Provides the application configuration, applies the theme colours and, in demo-station mode,
 * the custom css, logo and icon. The root route's loader starts the `ShopConfig` query at start-up
 * (in parallel with the route's own query and chunk); nothing waits for it: until it answers (or
 * when it cannot be loaded) the built-in defaults apply, and the answer is read from the cache.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ShopConfigDocument } from './ShopConfig.generated';
import { AppConfigContext, configFromQuery, themeProperties } from './app-config';

export function ConfigProvider({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(ShopConfigDocument);
  const config = useMemo(() => configFromQuery(data), [data]);

  useEffect(() => {
    if (error) console.warn('Shop configuration not loaded; using defaults', error);
  }, [error]);

  useEffect(() => {
    const root = document.documentElement;
    Object.entries(themeProperties(config.theme)).forEach(([name, value]) =>
      root.style.setProperty(name, value),
    );
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', config.theme.primary);
    const demo = config.demoStation;
    let style: HTMLStyleElement | null = null;
    if (demo?.customCss) {
      style = document.createElement('style');
      style.dataset.demoStation = 'true';
      style.textContent = demo.customCss;
      document.head.appendChild(style);
    }
    if (demo?.iconUrl) {
      document.querySelector('link[rel="icon"]')?.setAttribute('href', demo.iconUrl);
    }
    return () => style?.remove();
  }, [config]);

  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}
