/**
 * The application configuration the whole client reads: market or agency mode, features, money,
 * links and the theme. Loaded once from the gateway (`shopConfig`); the built-in defaults apply
 * when the shop has no configuration (rand, ZA, English, primary #EF4060).
 */
import { createContext, useContext } from 'react';
import type { ShopConfigQuery } from './ShopConfig.generated';

export type ShopMode = 'MARKET' | 'AGENCY';

export interface ThemeColours {
  primary: string;
  primaryText: string;
  secondary: string;
  secondaryText: string;
  accent: string;
  accentText: string;
  error: string;
  errorText: string;
  info: string;
  infoText: string;
  success: string;
  successText: string;
  warning: string;
  warningText: string;
  promotion: string;
  promotionText: string;
}

export interface AppConfig {
  mode: ShopMode;
  title: string;
  currencySymbol: string;
  currencyCode: string;
  defaultPosition: { lat: number; lon: number };
  features: { combos: boolean; stokvel: boolean; debtorCards: boolean; shipping: boolean };
  links: { facebook: string | null; website: string | null; supportChat: string | null };
  promotionCarousel: boolean;
  theme: ThemeColours;
  demoStation: { customCss: string | null; logoUrl: string | null; iconUrl: string | null } | null;
  /** The email-marketing tracker is built but switched off for this shop. */
  emailTracking: boolean;
}

export const DEFAULT_THEME: ThemeColours = {
  primary: '#EF4060',
  primaryText: '#FFFFFF',
  secondary: '#1F2937',
  secondaryText: '#FFFFFF',
  accent: '#0F766E',
  accentText: '#FFFFFF',
  error: '#E11D48',
  errorText: '#FFFFFF',
  info: '#1D4ED8',
  infoText: '#FFFFFF',
  success: '#15803D',
  successText: '#FFFFFF',
  warning: '#B45309',
  warningText: '#FFFFFF',
  promotion: '#B91C1C',
  promotionText: '#FFFFFF',
};

export const DEFAULT_CONFIG: AppConfig = {
  mode: 'MARKET',
  title: 'Shopfront',
  currencySymbol: 'R',
  currencyCode: 'ZAR',
  defaultPosition: { lat: -33.8999547, lon: 18.5701029 },
  features: { combos: true, stokvel: true, debtorCards: false, shipping: false },
  links: { facebook: null, website: null, supportChat: null },
  promotionCarousel: true,
  theme: DEFAULT_THEME,
  demoStation: null,
  emailTracking: false,
};

export function configFromQuery(data: ShopConfigQuery | undefined): AppConfig {
  const shop = data?.shopConfig;
  if (!shop) return DEFAULT_CONFIG;
  return {
    mode: shop.mode,
    title: shop.meta.title || DEFAULT_CONFIG.title,
    currencySymbol: shop.meta.currencySymbol || 'R',
    currencyCode: shop.meta.currencyCode || 'ZAR',
    defaultPosition: {
      lat: shop.meta.defaultPosition.latitude,
      lon: shop.meta.defaultPosition.longitude,
    },
    features: {
      combos: shop.features.combos,
      stokvel: shop.features.stokvel,
      debtorCards: shop.features.debtorCards,
      shipping: shop.features.shipping.length > 0,
    },
    links: {
      facebook: shop.meta.facebookUrl,
      website: shop.meta.websiteUrl,
      supportChat: shop.meta.supportChatUrl,
    },
    promotionCarousel: shop.promotionCarousel,
    theme: themeOf(shop),
    demoStation: shop.features.demoStation
      ? { customCss: shop.customCss, logoUrl: shop.logoUrl, iconUrl: shop.iconUrl }
      : null,
    emailTracking: false,
  };
}

/** The shop's colours: its configuration's over the built-in ones. */
export function themeOf(
  shop: Pick<NonNullable<ShopConfigQuery['shopConfig']>, 'theme'>,
): ThemeColours {
  return { ...DEFAULT_THEME, ...withoutTypename(shop.theme) };
}

function withoutTypename<T extends object>(value: T): Omit<T, '__typename'> {
  const { __typename: _ignored, ...rest } = value as T & { __typename?: string };
  return rest;
}

export const AppConfigContext = createContext<AppConfig>(DEFAULT_CONFIG);

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}

/** Shortcut for the currency symbol in money formatting. */
export function useCurrencySymbol(): string {
  return useAppConfig().currencySymbol;
}

/** CSS custom properties for the theme; applied on `<html>`. */
export function themeProperties(theme: ThemeColours): Record<string, string> {
  return {
    '--color-primary': theme.primary,
    '--color-on-primary': theme.primaryText,
    '--color-error': theme.error,
    '--color-on-error': theme.errorText,
    '--color-success': theme.success,
    '--color-on-success': theme.successText,
    '--color-warning': theme.warning,
    '--color-info': theme.info,
    '--color-accent': theme.accent,
    '--color-promotion': theme.promotion,
    '--color-on-promotion': theme.promotionText,
  };
}
