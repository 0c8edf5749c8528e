/** The popup-shown flag of a promo modal. */
export const promoFlag = (name: string): string => `promo.${name}`;

/** i18n keys of a promo modal's title and text (common namespace). */
export const promoKeys = (name: string) => ({
  title: `promo_modals.${name}.title`,
  text: `promo_modals.${name}.text`,
});
