import { PageHero } from '@/components/layout/page-hero';
import { BlogExplorer } from '@/features/blog/components/blog-explorer';
import { useRouteMeta } from '@/lib/meta';

// The blog's candle-light picture (also the stock picture of a post without one) behind its hero.
const candleLight = {
  variants: [
    { src: '/media/blog/default-640.webp', width: 640 },
    { src: '/media/blog/default.webp', width: 1200 },
  ],
  width: 1200,
  height: 675,
  alt: '',
};

/** SPEC §2 Blog list. The search text and category live in the URL (?q=&category=), read by the feature. */
export function BlogRoute() {
  useRouteMeta('/blog');
  return (
    <>
      <PageHero title="Wellness Insights" eyebrow="Our Blog" backdrop={candleLight}>
        <p>Advice from our therapists on massage, skincare, rest and the rituals of a slower life in Dubai.</p>
      </PageHero>
      <BlogExplorer />
    </>
  );
}
