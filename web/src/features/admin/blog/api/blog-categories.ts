import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys, publicPostsKey } from '../../shared/api/admin-keys';
import { asArray, readFields, readNumber, readString } from '../../shared/utils/parse';

/**
 * `GET /api/admin/blog-categories`: every category the posts carry, by its English name (the key the posts and
 * the blog's filter addresses use), with its Arabic name ('' while it has none) and its number of posts.
 */
export type BlogCategory = ApiSchema<'BlogCategory'>;

export function parseBlogCategories(data: unknown): BlogCategory[] {
  const what = 'GET /api/admin/blog-categories';
  return asArray(data, what).map((item) => readFields(item, what, { name: readString, nameAr: readString, posts: readNumber }));
}

export function useBlogCategories() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.blogCategories,
      queryFn: async ({ signal }) => parseBlogCategories(await apiGet(adminKeys.blogCategories[0], { signal })),
      retry: false,
    }),
  );
}

/**
 * `PATCH /api/admin/blog-categories/{name}`: the category's Arabic name ('' clears it). The posts and the public
 * blog lists are read again, as every post of the category now carries it.
 */
export function useSaveCategoryName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.setBlogCategory,
    mutationFn: async ({ name, nameAr }: { name: string; nameAr: string }): Promise<BlogCategory> => {
      const saved = await apiSend('PATCH', `${adminKeys.blogCategories[0]}/${encodeURIComponent(name)}`, { nameAr });
      const [category] = parseBlogCategories([saved]);
      if (!category) throw new Error('PATCH /api/admin/blog-categories: no category');
      return category;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.blogCategories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.posts }),
        queryClient.invalidateQueries({ queryKey: publicPostsKey }),
      ]),
  });
}
