import { lazy, Suspense } from 'react';

import { HomeHero } from '@/features/home/components/home-hero';
import { loadMessages } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';

// Everything below the hero: fetched in parallel with the hero's first paint, not before it, with its
// texts in the page's language: the home page's own, and those of the features whose parts it shows (the
// services' cards, the gallery's preview, the blog's latest posts).
const HomeSections = lazy(() =>
  Promise.all([
    import('./home-sections'),
    loadMessages('home'),
    loadMessages('services'),
    loadMessages('gallery'),
    loadMessages('blog'),
  ]).then(([module]) => ({ default: module.HomeSections })),
);

/** The Home page: the hero, then the other nine sections in order. */
export function HomeRoute() {
  useRouteMeta('/');
  return (
    <>
      <HomeHero />
      {/* Holds the footer below the fold until the sections arrive, so nothing visible moves. */}
      <Suspense fallback={<div className="min-h-[150vh]" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
