import { Eye, Pencil, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useSpaTimeZone } from '@/lib/site-config';

import { AdminTable, Td, Th } from '../../shared/components/admin-table';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { DeleteRowButton } from '../../shared/components/delete-row-button';
import { FormDialog } from '../../shared/components/form-dialog';
import { QueryRows } from '../../shared/components/query-rows';
import { SearchField } from '../../shared/components/search-field';
import { filterAdminPosts, postStates, useAdminPosts, type AdminPost, type PostState } from '../api/get-admin-posts';
import { useDeletePost } from '../api/save-post';
import { formatSpaDateTime } from '../utils/spa-datetime';
import { CategoryNames } from './category-names';
import { PostEditor } from './post-editor';
import { PostHtmlPreview } from './post-html-preview';

const columns = 6;

const stateLabels: Record<PostState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

const stateBadge: Record<PostState, string> = {
  draft: 'border-sand-400 bg-sand-200 text-muted',
  scheduled: 'border-amber-300 bg-amber-100 text-amber-900',
  published: 'border-green-300 bg-green-100 text-green-900',
};

type View = { mode: 'list' } | { mode: 'edit'; post: AdminPost | null };

/** The Blog tab: the posts with search and state; write, edit, preview and delete; the categories' Arabic names. */
export function BlogTab() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const addButton = useRef<HTMLButtonElement>(null);
  if (view.mode === 'edit') {
    return (
      <PostEditor
        post={view.post}
        onDone={() => {
          setView({ mode: 'list' });
          window.setTimeout(() => addButton.current?.focus(), 0);
        }}
      />
    );
  }
  return (
    <PostList
      addButton={addButton}
      onEdit={(post) => {
        setView({ mode: 'edit', post });
      }}
    />
  );
}

function PostList({ addButton, onEdit }: { addButton: React.RefObject<HTMLButtonElement | null>; onEdit: (post: AdminPost | null) => void }) {
  const id = useId();
  const timeZone = useSpaTimeZone();
  const posts = useAdminPosts();
  const remove = useDeletePost();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<PostState | ''>('');
  const [previewing, setPreviewing] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const list = filterAdminPosts(posts.data ?? [], search, state);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid flex-1 gap-4 sm:grid-cols-[1fr_12rem]">
          <SearchField id={`${id}-search`} label="Search posts" placeholder="Title, tag, category, author" value={search} onSearch={setSearch} />
          <div className="space-y-2">
            <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-forest-800">
              Status
            </label>
            <Select
              id={`${id}-state`}
              value={state}
              onChange={(event) => {
                const value = event.target.value;
                setState((postStates as readonly string[]).includes(value) ? (value as PostState) : '');
              }}
            >
              <option value="">All</option>
              {postStates.map((s) => (
                <option key={s} value={s}>
                  {stateLabels[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button
          ref={addButton}
          onClick={() => {
            onEdit(null);
          }}
        >
          <Plus aria-hidden="true" />
          New Post
        </Button>
      </div>
      <AdminTable caption="Blog posts" minWidth="min-w-[56rem]">
        <thead>
          <tr>
            <Th>Title</Th>
            <Th>Arabic version</Th>
            <Th>Status</Th>
            <Th>Publish at ({timeZone})</Th>
            <Th>Category</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows
            columns={columns}
            query={posts}
            what="posts"
            loading="Loading posts"
            rows={list}
            empty={posts.data?.length === 0 ? 'No posts yet.' : 'No posts match.'}
          >
            {(post) => (
              <tr key={post.id} data-post-id={post.id}>
                <Td>
                  <span className="font-semibold text-forest-800">{post.title}</span>
                  <span className="block text-xs text-muted">/blog/{post.slug}</span>
                </Td>
                <Td>
                  {post.ar ? (
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
                  )}
                </Td>
                <Td>
                  <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateBadge[post.state]}`}>
                    {stateLabels[post.state]}
                  </span>
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{formatSpaDateTime(post.publishAt, timeZone)}</Td>
                <Td>{post.category || '—'}</Td>
                <Td className="text-right whitespace-nowrap">
                  {post.state === 'published' ? (
                    <>
                      <Button size="sm" variant="ghost" asChild>
                        <a href={`/blog/${encodeURIComponent(post.slug)}`} aria-label={`View ${post.title} on the site`}>
                          <Eye aria-hidden="true" />
                          View
                        </a>
                      </Button>
                      {post.ar ? (
                        <Button size="sm" variant="ghost" asChild>
                          <a href={`/ar/blog/${encodeURIComponent(post.ar.slug)}`} aria-label={`View the Arabic version of ${post.title} on the site`}>
                            <Eye aria-hidden="true" />
                            View Arabic
                          </a>
                        </Button>
                      ) : null}
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Preview ${post.title}`}
                      onClick={() => {
                        setPreviewing(post);
                      }}
                    >
                      <Eye aria-hidden="true" />
                      Preview
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${post.title}`}
                    onClick={() => {
                      onEdit(post);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <DeleteRowButton
                    label={`Delete ${post.title}`}
                    onClick={() => {
                      setDeleting(post);
                    }}
                  />
                </Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </AdminTable>
      <CategoryNames />
      {previewing ? (
        <FormDialog
          title={previewing.title}
          description={
            previewing.state === 'scheduled'
              ? `Scheduled for ${formatSpaDateTime(previewing.publishAt, timeZone)}: visitors see it from then.`
              : 'A draft: only the dashboard sees it.'
          }
          className="max-w-3xl"
          onClose={() => {
            setPreviewing(null);
          }}
        >
          <PostHtmlPreview content={previewing.content} label={`Preview of ${previewing.title}`} />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title="Delete this post?"
          question={`“${deleting.title}” is removed from the blog, and its address stops working.`}
          pending={remove.isPending}
          onDelete={(done) => {
            remove.mutate(deleting.id, done);
          }}
          deleted={{ title: 'Post Deleted', description: `${deleting.title} is removed.` }}
          failed="Post Not Deleted"
          onClose={() => {
            setDeleting(null);
          }}
          focusAfterDelete={() => addButton.current?.focus()}
        />
      ) : null}
    </div>
  );
}
