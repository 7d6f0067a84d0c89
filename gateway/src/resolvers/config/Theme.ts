import type { ThemeResolvers } from '../../generated/resolvers-types.js';

export const Theme: ThemeResolvers = {
  primaryText: (theme) => theme.primary_text,
  secondaryText: (theme) => theme.secondary_text,
  accentText: (theme) => theme.accent_text,
  errorText: (theme) => theme.error_text,
  infoText: (theme) => theme.info_text,
  successText: (theme) => theme.success_text,
  warningText: (theme) => theme.warning_text,
  promotionText: (theme) => theme.promotion_text,
};
