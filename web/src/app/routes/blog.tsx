import { PageHero } from '@/components/layout/page-hero';
import { BlogExplorer } from '@/features/blog/components/blog-explorer';
import { defaultPostPicture } from '@/features/blog/utils/post-image';
import { useRouteMeta } from '@/lib/meta';

/** The blog list. The search text and category live in the URL (?q=&category=), read by the feature. */
export function BlogRoute() {
  useRouteMeta('/blog');
  return (
    <>
      <PageHero title="Wellness Insights" eyebrow="Our Blog" backdrop={defaultPostPicture}>
        <p>Advice from our therapists on massage, skincare, rest and the rituals of a slower life in Dubai.</p>
      </PageHero>
      <BlogExplorer />
    </>
  );
}
