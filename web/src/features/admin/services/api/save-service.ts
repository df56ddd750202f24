import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys, publicServicesKey } from '../../shared/api/admin-keys';
import { charCount } from '../../shared/utils/arabic';
import { serviceCategories } from '../../shared/utils/service-categories';
import { parseAdminService, type AdminService } from '../../shared/api/get-admin-services';

/** The server's limits and words (dayspa.Service.Validate), so a form error reads the same from either side. */
export const serviceLimits = { nameMin: 2, nameMax: 100, descriptionMax: 1000, durationMin: 15, durationMax: 780, priceMax: 100_000 } as const;

export const serviceMessages = {
  name: 'Name must be between 2 and 100 characters.',
  nameAr: 'Arabic name must be between 2 and 100 characters.',
  description: 'Description must be at most 1000 characters.',
  descriptionAr: 'Arabic description must be at most 1000 characters.',
  category: 'Please choose one of the four categories.',
  duration: 'Duration must be between 15 and 780 minutes.',
  durationWhole: 'Duration must be a whole number of minutes.',
  priceFormat: 'Enter the price in AED with at most 2 decimals, e.g. 350.00.',
  price: 'Price must be between 0 and 100000 AED.',
} as const;

/** The form's values: text fields as typed. The Arabic ones may stay empty (not translated). */
export interface ServiceFormInput {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  duration: string;
  price: string;
  isActive: boolean;
}

export const emptyServiceForm: ServiceFormInput = {
  name: '',
  nameAr: '',
  description: '',
  descriptionAr: '',
  category: '',
  duration: '60',
  price: '',
  isActive: true,
};

/** "350" -> "350.00", "12.5" -> "12.50"; null for anything but a plain amount with at most 2 decimals. */
export function normalizePrice(text: string): string | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** The price in fils (1/100 AED), as an exact integer. */
const fils = (price: string) => {
  const [whole = '0', cents = '0'] = price.split('.');
  return Number(whole) * 100 + Number(cents);
};

export const serviceFormSchema = z.object({
  name: z.string().trim().min(serviceLimits.nameMin, serviceMessages.name).max(serviceLimits.nameMax, serviceMessages.name),
  // Optional; when given, the English name's rule (characters as the server counts them).
  nameAr: z
    .string()
    .trim()
    .refine((name) => name === '' || (charCount(name) >= serviceLimits.nameMin && charCount(name) <= serviceLimits.nameMax), serviceMessages.nameAr),
  description: z.string().trim().max(serviceLimits.descriptionMax, serviceMessages.description),
  descriptionAr: z
    .string()
    .trim()
    .refine((description) => charCount(description) <= serviceLimits.descriptionMax, serviceMessages.descriptionAr),
  category: z.string().refine((category) => (serviceCategories as readonly string[]).includes(category), serviceMessages.category),
  duration: z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text), serviceMessages.durationWhole)
    .transform(Number)
    .refine((minutes) => minutes >= serviceLimits.durationMin && minutes <= serviceLimits.durationMax, serviceMessages.duration),
  price: z
    .string()
    .transform((text, context) => {
      const price = normalizePrice(text);
      if (price === null) {
        context.addIssue({ code: 'custom', message: serviceMessages.priceFormat });
        return z.NEVER;
      }
      return price;
    })
    .refine((price) => fils(price) <= serviceLimits.priceMax * 100, serviceMessages.price),
  isActive: z.boolean(),
});

/** What `POST /api/admin/services` and `PATCH /api/admin/services/{id}` take: the price as its exact text. */
export type ServicePayload = z.output<typeof serviceFormSchema>;

export const serviceFields = ['name', 'nameAr', 'description', 'descriptionAr', 'category', 'duration', 'price', 'isActive'] as const;

export function serviceFormValues(service: AdminService): ServiceFormInput {
  return {
    name: service.name,
    nameAr: service.nameAr,
    description: service.description,
    descriptionAr: service.descriptionAr,
    category: service.category,
    duration: String(service.duration),
    price: normalizePrice(service.price) ?? service.price,
    isActive: service.isActive,
  };
}

export async function createService(payload: ApiSchema<'ServiceInput'>): Promise<AdminService> {
  return parseAdminService(await apiSend('POST', adminKeys.services[0], payload), 'POST /api/admin/services');
}

export async function updateService({ id, payload }: { id: number; payload: ApiSchema<'ServiceInput'> }): Promise<AdminService> {
  const path = `${adminKeys.services[0]}/${encodeURIComponent(String(id))}`;
  return parseAdminService(await apiSend('PATCH', path, payload), `PATCH ${path}`);
}

/** After a change: the admin list, and the public pages' list so /services shows it at once. */
function useRefreshServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.services }),
      queryClient.invalidateQueries({ queryKey: publicServicesKey }),
    ]);
}

export function useCreateService() {
  const refresh = useRefreshServices();
  return useMutation({ mutationKey: adminMutationKeys.createService, mutationFn: createService, onSuccess: refresh });
}

export function useUpdateService() {
  const refresh = useRefreshServices();
  return useMutation({ mutationKey: adminMutationKeys.updateService, mutationFn: updateService, onSuccess: refresh });
}
