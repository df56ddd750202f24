import { useParams } from 'react-router';

import { PageHero } from '@/components/layout/page-hero';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/lib/meta';

/** Placeholder until the blog issue fills it (the post's title, content and own metadata). */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  useRouteMeta('/blog/:slug', paths.blogPost.getHref(slug));
  return <PageHero title="Wellness Insights" />;
}
