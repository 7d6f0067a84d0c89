/**
 * Loads the application configuration once (full-screen spinner meanwhile), applies the theme
 * colours and, in demo-station mode, the custom css, logo and icon; then renders the app. When the
 * configuration cannot be loaded the built-in defaults apply.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ShopConfigDocument } from '../../generated/graphql';
import { FullScreenSpinner } from '../FullScreenSpinner';
import { AppConfigContext, configFromQuery, themeProperties } from './app-config';

export function ConfigGate({ children }: { children: ReactNode }) {
  const { data, loading, error } = useQuery(ShopConfigDocument);
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

  if (loading) return <FullScreenSpinner />;
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}
