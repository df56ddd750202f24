import { Eye, Pencil } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { DeleteRowButton } from '../../shared/components/delete-row-button';
import type { AdminPost } from '../api/get-admin-posts';

export interface PostHandlers {
  onPreview: (post: AdminPost) => void;
  onEdit: (post: AdminPost) => void;
  onDelete: (post: AdminPost) => void;
}

/** A post's buttons: View (and View Arabic) once published, else Preview; Edit and Delete. */
export function PostActions({ post, onPreview, onEdit, onDelete }: { post: AdminPost } & PostHandlers) {
  return (
    <div className="inline-flex flex-wrap justify-end gap-1">
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
            onPreview(post);
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
          onDelete(post);
        }}
      />
    </div>
  );
}
