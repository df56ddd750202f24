import { PageHero } from '@/components/layout/page-hero';
import { BlogExplorer } from '@/features/blog/components/blog-explorer';
import { defaultPostPicture } from '@/features/blog/utils/post-image';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { T } from '@/lib/trans';

/** The blog list. The search text and category live in the URL (?q=&category=), read by the feature. */
export function BlogRoute() {
  useRouteMeta('/blog');
  const t = useT();
  return (
    <>
      <PageHero title={t('blog.hero.title')} eyebrow={t('blog.hero.eyebrow')} backdrop={defaultPostPicture}>
        <p>
          <T id="blog.hero.intro" />
        </p>
      </PageHero>
      <BlogExplorer />
    </>
  );
}
