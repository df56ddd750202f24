import { Save } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { arabicText } from '../../shared/utils/arabic';
import { useBlogCategories, useSaveCategoryName, type BlogCategory } from '../api/blog-categories';

/** The longest Arabic name the server takes, as a category's. */
const maxName = 50;

/** One category: its English name (the posts' and the filters' key), its number of posts and its Arabic name. */
function CategoryName({ category }: { category: BlogCategory }) {
  const save = useSaveCategoryName();
  const [nameAr, setNameAr] = useState(category.nameAr);
  const [error, setError] = useState<string | undefined>(undefined);
  const id = `blog-category-${encodeURIComponent(category.name).replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('input');
    setError(undefined);
    save.mutate(
      { name: category.name, nameAr },
      {
        onSuccess: (saved) => {
          // As the server stored it (its runs of spaces made one).
          setNameAr(saved.nameAr);
          toast({ title: 'Category Saved', description: `${category.name} is saved.` });
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) return;
          const field = apiFieldErrors(failure).nameAr;
          if (field) {
            setError(field);
            input?.focus();
            return;
          }
          toast({ title: 'Category Not Saved', description: apiErrorMessage(failure) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <li>
      <form onSubmit={submit} noValidate aria-label={category.name} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
        <p className="pb-3 text-sm">
          <span className="block font-semibold text-forest-800">{category.name}</span>
          <span className="text-muted">{category.posts === 1 ? '1 post' : `${String(category.posts)} posts`}</span>
        </p>
        <FormField id={id} label={`Arabic name of ${category.name}`} error={error}>
          <Input
            value={nameAr}
            maxLength={maxName}
            {...arabicText}
            onChange={(event) => {
              setNameAr(event.target.value);
            }}
            {...fieldControlProps(id, error)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={save.isPending} aria-busy={save.isPending || undefined} aria-label={`Save the Arabic name of ${category.name}`}>
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </li>
  );
}

/**
 * The categories' Arabic names: a post's category is the English name typed in its editor, the same for every
 * post of it; the Arabic blog shows the name given here (the English one while it has none).
 */
export function CategoryNames() {
  const categories = useBlogCategories();
  return (
    <section aria-labelledby="blog-categories-heading" className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-5">
      <div>
        <h3 id="blog-categories-heading" className="text-xl font-semibold">
          Categories in Arabic
        </h3>
        <p className="mt-1 text-sm text-muted">
          The Arabic blog shows each category by its Arabic name, on every post of it; where the name is empty, the
          English one shows. A post’s category is the English name you type in the post.
        </p>
      </div>
      {categories.isPending ? (
        <Spinner label="Loading categories" />
      ) : categories.isError ? (
        <QueryError what="categories" onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className="text-muted">No post has a category yet.</p>
      ) : (
        <ul className="space-y-4">
          {categories.data.map((category) => (
            <CategoryName key={category.name} category={category} />
          ))}
        </ul>
      )}
    </section>
  );
}
