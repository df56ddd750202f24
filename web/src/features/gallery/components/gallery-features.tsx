import { Gem, Leaf, Sparkles } from 'lucide-react';

import { IconPoints, type IconPoint } from '@/components/ui/icon-points';
import { T } from '@/lib/trans';

const features: readonly IconPoint[] = [
  { title: 'gallery.features.interiors.title', text: 'gallery.features.interiors.text', Icon: Gem },
  { title: 'gallery.features.equipment.title', text: 'gallery.features.equipment.text', Icon: Sparkles },
  { title: 'gallery.features.nature.title', text: 'gallery.features.nature.text', Icon: Leaf },
];

/** The Gallery page's feature band of three. */
export function GalleryFeatures() {
  return (
    <section aria-labelledby="gallery-features-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="gallery-features-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          <T id="gallery.features.title" />
        </h2>
        <IconPoints points={features} look="dark" columns="md:grid-cols-3" />
      </div>
    </section>
  );
}
