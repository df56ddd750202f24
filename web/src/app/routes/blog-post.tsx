import { useParams } from 'react-router';

import { BlogArticle } from '@/features/blog/components/blog-article';

/** /blog/{slug}: one article; the feature sets the page's tags from the post. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  // A new slug is a new page: start from a fresh state (no article of the previous post on screen).
  return <BlogArticle key={slug} slug={slug} />;
}
