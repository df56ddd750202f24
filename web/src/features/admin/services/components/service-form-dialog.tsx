import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog } from '../../shared/components/form-dialog';
import { arabicFieldsHint, arabicText } from '../../shared/utils/arabic';
import { serviceCategories } from '../../shared/utils/service-categories';
import { RecordHistory } from '../../shared/components/record-history';
import type { AdminService } from '../../shared/api/get-admin-services';
import {
  emptyServiceForm,
  serviceFields,
  serviceFormSchema,
  serviceFormValues,
  useCreateService,
  useUpdateService,
  type ServiceFormInput,
  type ServicePayload,
} from '../api/save-service';

/**
 * Add or edit a service in a modal dialog. Validated here with the server's rules; a 400 from the server
 * puts its messages under the fields. Mounted only while open, so each opening starts from the service.
 */
export function ServiceFormDialog({
  service,
  onClose,
}: {
  /** The service to edit; null to add one. */
  service: AdminService | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title={service ? 'Edit Service' : 'Add Service'}
      description={service ? `Changes to ${service.name} show on the public pages at once.` : 'A new service shows on the public pages at once when active.'}
      onClose={onClose}
    >
      <ServiceForm service={service} onDone={onClose} />
      {service ? <RecordHistory entity="services" entityId={service.id} /> : null}
    </FormDialog>
  );
}

function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    nameAr: `${id}-name-ar`,
    description: `${id}-description`,
    descriptionAr: `${id}-description-ar`,
    category: `${id}-category`,
    duration: `${id}-duration`,
    price: `${id}-price`,
    isActive: `${id}-active`,
  };
  const form = useForm<ServiceFormInput, unknown, ServicePayload>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: service ? serviceFormValues(service) : emptyServiceForm,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const create = useCreateService();
  const update = useUpdateService();

  const save = async (payload: ServicePayload) => {
    try {
      if (service) {
        await update.mutateAsync({ id: service.id, payload });
        toast({ title: 'Service Updated', description: `${payload.name} is saved.` });
      } else {
        await create.mutateAsync(payload);
        toast({ title: 'Service Created', description: `${payload.name} is added.` });
      }
      onDone();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      if (!showServerFieldErrors(error, serviceFields, setError)) {
        toast({
          title: service ? 'Service Not Updated' : 'Service Not Created',
          description: apiErrorMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.name} label="Name" error={errors.name?.message}>
          <Input {...fieldControlProps(ids.name, errors.name?.message)} autoComplete="off" maxLength={100} {...register('name')} />
        </FormField>
        <FormField id={ids.nameAr} label="Arabic name" error={errors.nameAr?.message}>
          <Input {...fieldControlProps(ids.nameAr, errors.nameAr?.message)} {...arabicText} autoComplete="off" maxLength={100} {...register('nameAr')} />
        </FormField>
        <FormField id={ids.description} label="Description" error={errors.description?.message}>
          <Textarea {...fieldControlProps(ids.description, errors.description?.message)} rows={3} {...register('description')} />
        </FormField>
        <FormField id={ids.descriptionAr} label="Arabic description" error={errors.descriptionAr?.message}>
          <Textarea {...fieldControlProps(ids.descriptionAr, errors.descriptionAr?.message)} {...arabicText} rows={3} {...register('descriptionAr')} />
        </FormField>
        <p className="text-sm text-muted sm:col-span-2">{arabicFieldsHint}</p>
      </div>
      <FormField id={ids.category} label="Category" error={errors.category?.message}>
        <Select {...fieldControlProps(ids.category, errors.category?.message)} {...register('category')}>
          <option value="" disabled>
            Choose a category
          </option>
          <SelectOptions values={serviceCategories} />
        </Select>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.duration} label="Duration (minutes)" error={errors.duration?.message}>
          <Input
            {...fieldControlProps(ids.duration, errors.duration?.message)}
            type="number"
            inputMode="numeric"
            min={15}
            max={780}
            step={15}
            {...register('duration')}
          />
        </FormField>
        <FormField id={ids.price} label="Price (AED)" error={errors.price?.message}>
          <Input
            {...fieldControlProps(ids.price, errors.price?.message)}
            inputMode="decimal"
            placeholder="350.00"
            autoComplete="off"
            {...register('price')}
          />
        </FormField>
      </div>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={ids.isActive} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            <label htmlFor={ids.isActive} className="text-sm font-semibold text-forest-800">
              Active (bookable on the website)
            </label>
          </div>
        )}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {service ? 'Save Changes' : 'Add Service'}
        </Button>
      </div>
    </form>
  );
}
