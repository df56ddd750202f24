import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { ReportSaveError, uploadFailureMessage, useUploadPdfReport, type UploadStage } from '../api/upload-pdf-report';
import { formatFileSize } from '../utils/file-size';
import { maxDescriptionLength, pdfFileProblem, pdfMimeType, reportTypeLabel, reportTypes } from '../utils/pdf-report';
import { reportDetailsFields, reportDetailsSchema, type ReportDetails, type ReportDetailsInput } from '../utils/report-upload-schema';
import { UploadProgress } from './upload-progress';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload form: one PDF, its type, date and description. The file is checked before anything is sent
 * (exactly one, a PDF, at most 52,428,800 bytes); the server checks its content again, and its refusal is
 * shown under the file. A progress bar follows the upload. Done: 'Upload Successful', and onDone.
 */
export function UploadReportForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const clock = useSpaClock();
  const ids = { file: `${id}-file`, reportType: `${id}-type`, reportDate: `${id}-date`, description: `${id}-description` };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [stage, setStage] = useState<UploadStage | null>(null);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadPdfReport();
  const { register, handleSubmit, setError, trigger, formState } = useForm<ReportDetailsInput, unknown, ReportDetails>({
    resolver: zodResolver(reportDetailsSchema),
    defaultValues: { reportType: '', reportDate: clock.today(), description: '' },
  });
  const { errors, isSubmitting } = formState;
  // The file field is disabled while an upload runs: a refusal moves focus to it once the form is back.
  const focusFileLater = useRef(false);
  useEffect(() => {
    if (isSubmitting || !focusFileLater.current) return;
    focusFileLater.current = false;
    fileInput.current?.focus();
  }, [isSubmitting]);

  // Closing the dialog (Cancel, Escape, the close button) stops an upload under way.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const chooseFile = (files: FileList | null) => {
    const problem = pdfFileProblem(files);
    setFileError(problem ?? undefined);
    setFile(problem === null ? (files?.[0] ?? null) : null);
  };

  const send = async (details: ReportDetails) => {
    if (!file) return;
    const abort = new AbortController();
    controller.current = abort;
    try {
      await upload.mutateAsync({ file, details, signal: abort.signal, onStage: setStage });
      toast({ title: 'Upload Successful', description: `${details.reportType} report uploaded successfully` });
      onDone();
    } catch (error) {
      setStage(null);
      if (isAbort(error) || isUnauthorizedError(error)) return; // cancelled, or the lost-session policy takes over
      if (error instanceof ReportSaveError) {
        showServerFieldErrors(error.failure, reportDetailsFields, setError, { focus: false });
        toast({ title: 'Upload Error', description: 'Failed to save PDF. Please try again.', variant: 'destructive' });
        return;
      }
      const message = uploadFailureMessage(error);
      setFileError(message);
      focusFileLater.current = true;
      toast({ title: 'Upload failed', description: message, variant: 'destructive' });
    } finally {
      controller.current = null;
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const problem = pdfFileProblem(fileInput.current?.files);
    setFileError(problem ?? undefined);
    if (problem === null) {
      void handleSubmit(send)(event);
      return;
    }
    // Nothing is sent: the other fields' messages show too, and focus goes to the file.
    event.preventDefault();
    void trigger().then(() => fileInput.current?.focus());
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={isSubmitting || undefined}>
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormField id={ids.file} label="PDF file" error={fileError}>
          <input
            ref={fileInput}
            type="file"
            accept={`${pdfMimeType},.pdf`}
            {...fieldControlProps(ids.file, fileError)}
            aria-describedby={fileError ? `${ids.file}-error ${ids.file}-hint` : `${ids.file}-hint`}
            onChange={(event) => {
              chooseFile(event.currentTarget.files);
            }}
            className="block w-full cursor-pointer rounded-xl border border-[#8c7a5b] bg-sand-50 p-2 text-base text-ink file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-forest-800 file:px-4 file:py-2 file:text-sm file:font-medium file:text-sand-50 aria-invalid:border-danger"
          />
          <p id={`${ids.file}-hint`} className="text-sm text-muted">
            {file ? `${file.name}, ${formatFileSize(file.size)}` : 'PDF only, at most 50 MB (52,428,800 bytes).'}
          </p>
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.reportType} label="Report type" error={errors.reportType?.message}>
            <Select {...fieldControlProps(ids.reportType, errors.reportType?.message)} {...register('reportType')}>
              <option value="" disabled>
                Choose a type
              </option>
              <SelectOptions values={reportTypes} label={reportTypeLabel} />
            </Select>
          </FormField>
          <FormField id={ids.reportDate} label="Report date" error={errors.reportDate?.message}>
            <Input {...fieldControlProps(ids.reportDate, errors.reportDate?.message)} type="date" min="2000-01-01" max="2099-12-31" {...register('reportDate')} />
          </FormField>
        </div>
        <FormField id={ids.description} label="Description (optional)" error={errors.description?.message}>
          <Textarea
            {...fieldControlProps(ids.description, errors.description?.message)}
            rows={3}
            maxLength={maxDescriptionLength}
            {...register('description')}
          />
        </FormField>
      </fieldset>
      {stage ? <UploadProgress stage={stage} /> : null}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
          {isSubmitting ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
