import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import type { PageMeta } from '@/config/page-meta';
import { paths } from '@/config/paths';
import { usePageMeta, usePageMetaTable, type PageMetaInput } from '@/lib/meta';
import { useBusiness } from '@/lib/site-config';

import { isPostNotFound, usePost, type PostDetail } from '../api/get-post';
import { postDate, type PostLanguage } from '../api/get-posts';
import { PostDate } from './post-date';
import { PostPicture } from './post-picture';
import { PostTags } from './post-tags';
import '@/components/ui/article-body.css';

/** The blog list in `lang`. */
const blogHref = (lang: PostLanguage) => (lang === 'ar' ? paths.arBlog.getHref() : paths.blog.getHref());

/** The article's address in `lang`. */
const articleHref = (slug: string, lang: PostLanguage) => (lang === 'ar' ? paths.arBlogPost.getHref(slug) : paths.blogPost.getHref(slug));

function BackToBlog({ lang }: { lang: PostLanguage }) {
  return (
    <Link
      to={blogHref(lang)}
      className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-gold-700 hover:text-forest-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

/** The page's tags: the post's own (as the server writes them), the generic ones while loading. */
function articleMeta(
  pageMeta: PageMeta,
  siteName: string,
  slug: string,
  lang: PostLanguage,
  post: PostDetail | undefined,
  notFound: boolean,
): PageMetaInput {
  const path = articleHref(slug, lang);
  if (notFound) return { ...pageMeta['*'], path };
  const generic = pageMeta['/blog/:slug'];
  if (!post) return { ...generic, path };
  return {
    title: `${post.title} | ${siteName}`,
    description: post.excerpt === '' ? generic.description : post.excerpt,
    keywords: post.tags.length === 0 ? generic.keywords : post.tags.join(', '),
    path,
    ...(post.featuredImage === '' ? {} : { image: post.featuredImage }),
    noindex: false,
  };
}

/**
 * The address of the article's other version, a full page load (its page says its own language and
 * direction): in English to the Arabic one, in Arabic to the English one; nothing without one.
 */
function OtherVersion({ post }: { post: PostDetail }) {
  if (post.translationSlug === null) return null;
  const arabic = post.language === 'en';
  return (
    <a
      href={articleHref(post.translationSlug, arabic ? 'ar' : 'en')}
      hrefLang={arabic ? 'ar' : 'en'}
      lang={arabic ? 'ar' : 'en'}
      dir={arabic ? 'rtl' : 'ltr'}
      className="mt-5 inline-flex rounded-sm text-sm font-semibold text-gold-300 underline-offset-4 hover:text-sand-50 hover:underline"
    >
      {arabic ? 'اقرأ هذا المقال بالعربية' : 'Read this article in English'}
    </a>
  );
}

/**
 * /blog/{slug}: one article, its not-found state, a spinner while loading; with `lang` "ar", the post's
 * Arabic version at /ar/blog/{slug} (its words marked lang="ar", right to left).
 */
export function BlogArticle({ slug, lang = 'en' }: { slug: string; lang?: PostLanguage }) {
  const post = usePost(slug, lang);
  const notFound = post.isError && isPostNotFound(post.error);
  const business = useBusiness();
  usePageMeta(articleMeta(usePageMetaTable(), business.name, slug, lang, post.data, notFound));

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
        <Link to={blogHref(lang)} className={buttonClasses()}>
          Browse All Articles
        </Link>
      </section>
    );
  }

  const article = post.data;
  return (
    <article aria-labelledby="article-title" className="pb-20" {...(lang === 'ar' ? { lang: 'ar', dir: 'rtl' } : {})}>
      <header className="on-dark bg-forest-800 px-4 pt-10 pb-28 sm:pt-14 sm:pb-36">
        <div className="mx-auto max-w-3xl">
          <Link
            to={blogHref(lang)}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-gold-300 hover:text-sand-50"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
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
          <BackToBlog lang={lang} />
        </footer>
      </div>
    </article>
  );
}
