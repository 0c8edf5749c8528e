/** A price button's accessible name: "<outcome>, <price>" (decimal odds). */
export const PRICE = /, (\d+\.\d{2,3})$/;

/** The decimal price a price button's name ends in. */
export const priceOf = (button: HTMLElement) =>
  Number(PRICE.exec(button.getAttribute('aria-label') ?? '')?.[1]);
