import { ArrowLeft, FileQuestion } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRouteMeta, type PageMetaOverride } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

import { isPostNotFound, usePost, type PostDetail } from '../api/get-post';
import { postDate } from '../api/get-posts';
import { PostDate } from './post-date';
import { PostPicture } from './post-picture';
import { PostTags } from './post-tags';
import '@/components/ui/article-body.css';

function BackToBlog() {
  return (
    <Link
      to={paths.blog.getHref()}
      className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-gold-700 hover:text-forest-800"
    >
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
      Back to Blog
    </Link>
  );
}

/** The article's own tags over the generic article tags (the server writes the same). */
function articleMeta(siteName: string, post: PostDetail): PageMetaOverride {
  return {
    title: `${post.title} | ${siteName}`,
    ...(post.excerpt === '' ? {} : { description: post.excerpt }),
    ...(post.tags.length === 0 ? {} : { keywords: post.tags.join(', ') }),
    ...(post.featuredImage === '' ? {} : { image: post.featuredImage }),
  };
}

/** /blog/{slug}: one article, its not-found state, a spinner while loading. */
export function BlogArticle({ slug }: { slug: string }) {
  const post = usePost(slug);
  const notFound = post.isError && isPostNotFound(post.error);
  const business = useBusiness();
  useRouteMeta(
    notFound ? '*' : '/blog/:slug',
    paths.blogPost.getHref(slug),
    post.data ? articleMeta(business.name, post.data) : {},
  );

  // A screen tall: the footer stays below the fold until the article takes its place.
  if (post.isPending) return <Spinner label="Loading article" className="min-h-svh" />;

  if (post.isError) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
        <FileQuestion aria-hidden="true" className="size-12 text-gold-700" />
        {notFound ? (
          <>
            <h1 className="text-4xl font-semibold sm:text-5xl">Article Not Found</h1>
            <p className="text-muted">The article you are looking for does not exist or has been moved.</p>
          </>
        ) : (
          <div role="alert">
            <h1 className="text-4xl font-semibold sm:text-5xl">Failed to load the article</h1>
            <p className="mt-5 text-muted">Please try again later.</p>
          </div>
        )}
        <Link to={paths.blog.getHref()} className={buttonClasses()}>
          Browse All Articles
        </Link>
      </section>
    );
  }

  const article = post.data;
  return (
    <article aria-labelledby="article-title" className="pb-20">
      <header className="on-dark bg-forest-800 px-4 pt-10 pb-28 sm:pt-14 sm:pb-36">
        <div className="mx-auto max-w-3xl">
          <Link
            to={paths.blog.getHref()}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-gold-300 hover:text-sand-50"
          >
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
            Back to Blog
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {article.category ? <Badge>{article.category}</Badge> : null}
            <PostDate createdAt={postDate(article)} className="text-sand-200 [&_svg]:text-gold-300" />
          </div>
          <h1 id="article-title" className="mt-4 text-4xl leading-tight font-semibold text-sand-50 sm:text-5xl">
            {article.title}
          </h1>
          {article.excerpt ? <p className="mt-5 text-lg leading-relaxed text-sand-200">{article.excerpt}</p> : null}
        </div>
      </header>

      <div className="mx-auto -mt-20 max-w-4xl px-4 sm:-mt-28 sm:px-6">
        <PostPicture
          post={article}
          sizes="(min-width: 896px) 848px, calc(100vw - 2rem)"
          priority
          className="rounded-2xl shadow-lg"
        />
      </div>

      <div className="mx-auto mt-12 max-w-3xl px-4">
        <div
          className="article-body"
          // Safe: contentHtml is the server's rendering of the post's Markdown, passed through bluemonday's
          // UGC sanitizer (internal/markdown) before it is sent; it is the only HTML this app injects.
          dangerouslySetInnerHTML={{ __html: article.contentHtml }}
        />
        <footer className="mt-12 space-y-8 border-t border-sand-300 pt-8">
          <PostTags tags={article.tags} all />
          <BackToBlog />
        </footer>
      </div>
    </article>
  );
}
