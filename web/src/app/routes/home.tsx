import { lazy, Suspense } from 'react';

import { HomeHero } from '@/features/home/components/home-hero';
import { useRouteMeta } from '@/lib/meta';

// Everything below the hero: fetched in parallel with the hero's first paint, not before it.
const HomeSections = lazy(() => import('./home-sections').then((module) => ({ default: module.HomeSections })));

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
