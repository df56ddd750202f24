import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useSpaTimeZone } from '@/lib/site-config';

import { DataTable } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { FormDialog } from '../../shared/components/form-dialog';
import { SearchField } from '../../shared/components/search-field';
import { filterAdminPosts, postStates, useAdminPosts, type AdminPost, type PostState } from '../api/get-admin-posts';
import { useDeletePost } from '../api/save-post';
import { formatSpaDateTime } from '../utils/spa-datetime';
import { CategoryNames } from './category-names';
import { postColumns, stateLabels } from './post-columns';
import { PostEditor } from './post-editor';
import { PostHtmlPreview } from './post-html-preview';

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
      <DataTable
        caption="Blog posts"
        rows={list}
        columns={postColumns(timeZone, {
          onPreview: setPreviewing,
          onEdit,
          onDelete: setDeleting,
        })}
        rowKey={(post) => post.id}
        rowData={(post) => ({ 'data-post-id': post.id })}
        {...queryState(posts, 'posts')}
        empty={posts.data?.length === 0 ? 'No posts yet.' : 'No posts match.'}
      />
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
