import { lazy, Suspense, useEffect } from 'react';

import { HomeHero } from '@/features/home/components/home-hero';
import { approachOf } from '@/lib/approach';
import { loadMessages } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';

import { homeSectionsId } from './home-sections-id';

// The sections below the hero, as the server rendered them. On a page load this module runs while React
// adopts that page, so the watch starts on the server's HTML; anywhere else there is none and the sections
// come at once.
const sections = approachOf(homeSectionsId);

// Everything below the hero, with its texts in the page's language: the home page's own, and those of the
// features whose parts it shows (the services' cards, the gallery's preview, the blog's latest posts).
// Fetched, and the server's HTML adopted, only when the visitor comes to the sections: until then they
// stay as the server sent them, and a phone's first seconds go to the hero and the header alone.
const HomeSections = lazy(() =>
  sections.reached
    .then(() =>
      Promise.all([
        import('./home-sections'),
        loadMessages('home'),
        loadMessages('services'),
        loadMessages('gallery'),
        loadMessages('blog'),
      ]),
    )
    .then(([module]) => ({ default: module.HomeSections })),
);

/**
 * Shown only when the sections are drawn in the browser instead of adopted (a client-side navigation, a
 * signed-in manager's page): the visitor then wants them now. It holds the footer below the fold until they
 * arrive, so nothing visible moves.
 */
function SectionsLoading() {
  useEffect(() => {
    sections.open();
  }, []);
  return <div className="min-h-[150vh]" />;
}

/** The Home page: the hero, then the other nine sections in order. */
export function HomeRoute() {
  useRouteMeta('/');
  return (
    <>
      <HomeHero />
      <Suspense fallback={<SectionsLoading />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
