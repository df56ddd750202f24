import type { Column } from '../../shared/components/data-table';
import type { AdminPost, PostState } from '../api/get-admin-posts';
import { formatSpaDateTime } from '../utils/spa-datetime';
import { PostActions, type PostHandlers } from './post-actions';

export const stateLabels: Record<PostState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

const stateBadge: Record<PostState, string> = {
  draft: 'border-sand-400 bg-sand-200 text-muted',
  scheduled: 'border-amber-300 bg-amber-100 text-amber-900',
  published: 'border-green-300 bg-green-100 text-green-900',
};

/** A post's title and address, its Arabic version, state, publish time (on the spa's clock), category and actions. */
export function postColumns(timeZone: string, handlers: PostHandlers): Column<AdminPost>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      primary: true,
      sortValue: (post) => post.title,
      cell: (post) => (
        <>
          <span className="font-semibold text-forest-800">{post.title}</span>
          <span className="block text-xs font-normal text-muted">/blog/{post.slug}</span>
        </>
      ),
    },
    {
      id: 'arabic',
      header: 'Arabic version',
      cell: (post) =>
        post.ar ? (
          <>
            <span lang="ar" dir="rtl" className="block font-semibold text-forest-800">
              {post.ar.title}
            </span>
            <span className="block text-xs text-muted">
              /ar/blog/<bdi lang="ar">{post.ar.slug}</bdi>
            </span>
          </>
        ) : (
          <span className="text-muted">
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (post) => stateLabels[post.state],
      cell: (post) => (
        <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateBadge[post.state]}`}>{stateLabels[post.state]}</span>
      ),
    },
    {
      id: 'publishAt',
      header: `Publish at (${timeZone})`,
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (post) => post.publishAt ?? '',
      cell: (post) => formatSpaDateTime(post.publishAt, timeZone),
    },
    { id: 'category', header: 'Category', sortValue: (post) => post.category, cell: (post) => post.category || '—' },
    { id: 'actions', header: 'Actions', align: 'end', cell: (post) => <PostActions post={post} {...handlers} /> },
  ];
}
