/** Anchors of the Home sections that other parts of the page point at. */
export const homeSectionIds = {
  services: 'services',
  contact: 'contact',
} as const;
