import { ArrowLeft, FileQuestion } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { Localized } from '@/components/ui/localized';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocale, useT } from '@/lib/i18n';
import { useLanguageAlternate } from '@/lib/language-alternate';
import { localizeHref, type Locale } from '@/lib/locale';
import { useRouteMeta, type PageMetaOverride } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

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
      <T id="blog.article.back" />
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

/**
 * Where the article's other version is, in the language `to`: its page when it has one (an Arabic version has
 * a slug of its own), else the blog of that language.
 */
function otherVersionHref(post: PostDetail, to: Locale): string {
  return localizeHref(post.translationSlug === null ? paths.blog.getHref() : paths.blogPost.getHref(post.translationSlug), to);
}

/**
 * The article's other version, named in its own language with hreflang ('اقرأ هذا المقال بالعربية' on an
 * English page: the catalog of each language holds the other's words), a full page load (the page says its own
 * language and direction); nothing for a post without one.
 */
function OtherVersion({ post }: { post: PostDetail }) {
  const t = useT();
  if (post.translationSlug === null) return null;
  const to: Locale = post.language === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={otherVersionHref(post, to)}
      hrefLang={to}
      lang={to}
      dir={to === 'ar' ? 'rtl' : 'ltr'}
      className="mt-5 inline-flex rounded-sm text-sm font-semibold text-gold-300 underline-offset-4 hover:text-sand-50 hover:underline"
    >
      {t('blog.article.otherVersion')}
    </a>
  );
}

/**
 * /blog/{slug}: one article, its not-found state, a spinner while loading; under /ar, the post's Arabic version
 * by its Arabic slug (GET /api/blog/{slug}?lang=ar). The language switch leads to the other version.
 */
export function BlogArticle({ slug }: { slug: string }) {
  const locale = useLocale();
  const post = usePost(slug, locale);
  useLanguageAlternate(post.data ? otherVersionHref(post.data, locale === 'ar' ? 'en' : 'ar') : null);
  const notFound = post.isError && isPostNotFound(post.error);
  const business = useBusiness();
  const t = useT();
  useRouteMeta(
    notFound ? '*' : '/blog/:slug',
    paths.blogPost.getHref(slug),
    post.data ? articleMeta(business.name, post.data) : {},
  );

  // A screen tall: the footer stays below the fold until the article takes its place.
  if (post.isPending) return <Spinner label={t('blog.article.loading')} className="min-h-svh" />;

  if (post.isError) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
        <FileQuestion aria-hidden="true" className="size-12 text-gold-700" />
        {notFound ? (
          <>
            <h1 className="text-4xl font-semibold sm:text-5xl">
              <T id="blog.article.notFound" />
            </h1>
            <p className="text-muted">
              <T id="blog.article.notFoundText" />
            </p>
          </>
        ) : (
          <div role="alert">
            <h1 className="text-4xl font-semibold sm:text-5xl">
              <T id="blog.article.loadError" />
            </h1>
            <p className="mt-5 text-muted">
              <T id="blog.tryLater" />
            </p>
          </div>
        )}
        <Link to={paths.blog.getHref()} className={buttonClasses()}>
          <T id="blog.article.browseAll" />
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
            <T id="blog.article.back" />
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {article.category ? (
              <Badge>
                <Localized en={article.category} ar={article.categoryAr} />
              </Badge>
            ) : null}
            <PostDate createdAt={postDate(article)} className="text-sand-200 [&_svg]:text-gold-300" />
          </div>
          <h1 id="article-title" className="mt-4 text-4xl leading-tight font-semibold text-sand-50 sm:text-5xl">
            {article.title}
          </h1>
          {article.excerpt ? <p className="mt-5 text-lg leading-relaxed text-sand-200">{article.excerpt}</p> : null}
          <OtherVersion post={article} />
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
