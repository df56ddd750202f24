/** The element holding the home page's sections below the hero (src/app/routes/home-sections.tsx). */
export const homeSectionsId = 'home-sections';
