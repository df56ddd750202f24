import { Save } from 'lucide-react';
import { useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { arabicFieldsHint, arabicText } from '../../shared/utils/arabic';
import { useSaveProfile, type TeamProfile } from '../api/team-api';

type Field = 'speciality' | 'specialityAr' | 'bio' | 'bioAr' | 'photoAlt' | 'file';
const fields: readonly Field[] = ['file', 'photoAlt', 'speciality', 'specialityAr', 'bio', 'bioAr'];

/** One therapist's card of the About page: photo, speciality and bio in English and Arabic, shown or not. */
export function ProfileForm({ profile }: { profile: TeamProfile }) {
  const save = useSaveProfile();
  const [speciality, setSpeciality] = useState(profile.speciality);
  const [specialityAr, setSpecialityAr] = useState(profile.specialityAr);
  const [bio, setBio] = useState(profile.bio);
  const [bioAr, setBioAr] = useState(profile.bioAr);
  const [shown, setShown] = useState(profile.shownOnSite);
  const [photoAlt, setPhotoAlt] = useState(profile.photoAlt);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const id = (field: string) => `team-${String(profile.therapistId)}-${field}`;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const photo = fileRef.current?.files?.[0] ?? null;
    if (photo && photoAlt.trim() === '') {
      setErrors({ photoAlt: 'Please describe the picture for visitors who cannot see it (alt text).' });
      form.querySelector<HTMLElement>(`#${id('photoAlt')}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { therapistId: profile.therapistId, speciality, specialityAr, bio, bioAr, shownOnSite: shown, photoAlt: photoAlt.trim(), photo },
      {
        onSuccess: () => {
          toast({ title: 'Team page saved', description: `${profile.name}’s card is up to date.` });
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const server = apiFieldErrors(error);
          const placed: Partial<Record<Field, string>> = {};
          for (const f of fields) if (server[f]) placed[f] = server[f];
          setErrors(placed);
          const first = fields.find((f) => placed[f]);
          if (first) form.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
          else toast({ title: 'The card could not be saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={profile.name}
      className="grid gap-5 rounded-2xl border border-sand-300 bg-sand-50 p-5 md:grid-cols-[10rem_1fr]"
    >
      <div>
        {profile.photo ? (
          <ResponsiveImage image={profile.photo} sizes="160px" className="aspect-square h-auto w-40 rounded-xl bg-sand-200 object-cover" />
        ) : (
          <div className="flex aspect-square w-40 items-center justify-center rounded-xl bg-sand-200 text-sm text-muted">No photo</div>
        )}
      </div>
      <div className="space-y-4">
        <h3 className="text-xl font-semibold">
          {profile.name}
          {profile.active ? null : <span className="ml-2 text-sm font-normal text-muted">(inactive: not shown)</span>}
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id={id('file')} label="New photo (JPEG, PNG or WebP)" error={errors.file}>
            <input ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" className="block w-full text-sm" {...fieldControlProps(id('file'), errors.file)} />
          </FormField>
          <FormField id={id('photoAlt')} label="Photo alt text" error={errors.photoAlt}>
            <Input
              value={photoAlt}
              maxLength={250}
              onChange={(e) => {
                setPhotoAlt(e.target.value);
              }}
              {...fieldControlProps(id('photoAlt'), errors.photoAlt)}
            />
          </FormField>
          <FormField id={id('speciality')} label="Speciality" error={errors.speciality}>
            <Input
              value={speciality}
              maxLength={120}
              onChange={(e) => {
                setSpeciality(e.target.value);
              }}
              {...fieldControlProps(id('speciality'), errors.speciality)}
            />
          </FormField>
          <FormField id={id('specialityAr')} label="Arabic speciality" error={errors.specialityAr}>
            <Input
              value={specialityAr}
              maxLength={120}
              {...arabicText}
              onChange={(e) => {
                setSpecialityAr(e.target.value);
              }}
              {...fieldControlProps(id('specialityAr'), errors.specialityAr)}
            />
          </FormField>
          <FormField id={id('bio')} label="Short bio" error={errors.bio} className="md:col-span-2">
            <Textarea
              value={bio}
              maxLength={600}
              onChange={(e) => {
                setBio(e.target.value);
              }}
              {...fieldControlProps(id('bio'), errors.bio)}
            />
          </FormField>
          <FormField id={id('bioAr')} label="Arabic short bio" error={errors.bioAr} className="md:col-span-2">
            <Textarea
              value={bioAr}
              maxLength={600}
              {...arabicText}
              onChange={(e) => {
                setBioAr(e.target.value);
              }}
              {...fieldControlProps(id('bioAr'), errors.bioAr)}
            />
          </FormField>
          <p className="text-sm text-muted md:col-span-2">{arabicFieldsHint}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-forest-800">
            <input
              type="checkbox"
              checked={shown}
              onChange={(e) => {
                setShown(e.target.checked);
              }}
              className="size-5 accent-forest-800"
            />
            Show on the About page
          </label>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </form>
  );
}
