import { Gem, Leaf, Sparkles, type LucideIcon } from 'lucide-react';

const features: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Luxurious Interiors',
    text: 'Warm marble, soft linen and candlelight in every room, designed for quiet from the moment you arrive.',
    Icon: Gem,
  },
  {
    title: 'State-of-the-Art Equipment',
    text: 'Heated treatment beds, a traditional steam hammam and professional skincare devices, kept spotless.',
    Icon: Sparkles,
  },
  {
    title: 'Natural Elements',
    text: 'Organic oils, clays and botanicals, fresh flowers and herbal teas bring nature into the city.',
    Icon: Leaf,
  },
];

/** The Gallery page's feature band of three. */
export function GalleryFeatures() {
  return (
    <section aria-labelledby="gallery-features-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="gallery-features-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          Designed for Deep Relaxation
        </h2>
        <ul className="mt-12 grid gap-10 md:grid-cols-3">
          {features.map(({ title, text, Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto grid size-16 place-items-center rounded-full border border-gold-300/50 text-gold-300">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold text-sand-50">{title}</h3>
              <p className="mx-auto mt-2 max-w-sm text-sand-200">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
