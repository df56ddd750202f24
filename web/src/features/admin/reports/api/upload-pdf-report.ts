import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend, parseErrorBody } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { asRecord, readString } from '../../shared/utils/parse';
import type { ReportType } from '../utils/pdf-report';
import { parsePdfUpload, type PdfUpload } from './get-pdf-uploads';

/** The form's part of the upload's record; the file gives the names and the size. */
export interface PdfReportDetails {
  reportType: ReportType;
  /** YYYY-MM-DD. */
  reportDate: string;
  description: string;
}

/** Where an upload is: asking for the URL, sending the file (with its percentage), saving the record. */
export type UploadStage = { step: 'preparing' } | { step: 'sending'; percent: number } | { step: 'saving' };

/**
 * The PUT of the file was refused or did not arrive. The message is the server's ("Only PDF files can
 * be uploaded: ...") or 'Authorization required' on a 401 and
 * 'Failed request with status ...' otherwise.
 */
export class UploadRefusedError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadRefusedError';
    this.status = status;
  }
}

/**
 * The file is stored but recording it failed ('Upload Error'). It keeps the failure's message,
 * so a lost session ('401: ...Unauthorized') is still recognised as one.
 */
export class ReportSaveError extends Error {
  readonly failure: unknown;

  constructor(failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = 'ReportSaveError';
    this.failure = failure;
  }
}

export const uploadConnectionMessage = 'The file did not reach the server. Please check the connection and try again.';

/** The message of a refused PUT (see UploadRefusedError). */
export function refusalMessage(status: number, body: string): string {
  if (status === 401) return 'Authorization required';
  return parseErrorBody(body).message ?? `Failed request with status ${status}`;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * PUTs the file to the upload URL with XMLHttpRequest, which (unlike fetch) reports the bytes sent, so
 * the form can show a progress bar. Resolves with the size the server stored. The URL carries its own
 * authorisation, so no credentials are asked for (a bucket's pre-signed URL on another origin works too).
 */
export function putFile(
  uploadURL: string,
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal | undefined } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => {
      xhr.abort();
    };
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', uploadURL);
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadRefusedError(xhr.status, refusalMessage(xhr.status, xhr.responseText)));
        return;
      }
      onProgress?.(100);
      let size = file.size;
      try {
        const answer = JSON.parse(xhr.responseText) as { fileSize?: unknown };
        if (typeof answer.fileSize === 'number') size = answer.fileSize;
      } catch {
        // The size we sent is the size.
      }
      resolve(size);
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new UploadRefusedError(0, uploadConnectionMessage));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

/** `POST /api/objects/upload`: a signed, single-use URL of our server for one PDF. */
export async function requestUploadURL({ signal }: { signal?: AbortSignal | undefined } = {}): Promise<string> {
  const what = 'POST /api/objects/upload';
  const answer = await apiSend('POST', '/api/objects/upload', undefined, signal ? { signal } : {});
  return readString(asRecord(answer, what), 'uploadURL', what);
}

export interface UploadPdfReportInput {
  file: File;
  details: PdfReportDetails;
  onStage?: (stage: UploadStage) => void;
  signal?: AbortSignal;
}

/**
 * The upload (docs/product.md, Reports): ask for an upload URL, PUT the file to it, then record it with
 * `POST /api/admin/pdf-uploads`. A refused PUT throws UploadRefusedError; a failed
 * record throws ReportSaveError; a failure to get the URL throws the client's ApiError.
 */
export async function uploadPdfReport({ file, details, onStage, signal }: UploadPdfReportInput): Promise<PdfUpload> {
  onStage?.({ step: 'preparing' });
  const uploadURL = await requestUploadURL({ signal });
  onStage?.({ step: 'sending', percent: 0 });
  const fileSize = await putFile(uploadURL, file, {
    signal,
    onProgress: (percent) => onStage?.({ step: 'sending', percent }),
  });
  onStage?.({ step: 'saving' });
  const payload = {
    fileName: file.name,
    originalName: file.name,
    uploadURL,
    fileSize,
    reportType: details.reportType,
    reportDate: details.reportDate,
    description: details.description.trim(),
  };
  try {
    const saved = await apiSend('POST', adminKeys.pdfUploads[0], payload, signal ? { signal } : {});
    return parsePdfUpload(saved, 'POST /api/admin/pdf-uploads');
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ReportSaveError(error);
  }
}

/** Uploads a report; the list is refreshed afterwards, whatever happened. */
export function useUploadPdfReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.uploadPdfReport,
    mutationFn: uploadPdfReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pdfUploads }),
  });
}

/** What a failed upload says, for the 'Upload failed' notice (not for lost sessions or a save failure). */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof UploadRefusedError) return error.message;
  return apiErrorMessage(error) ?? (error instanceof Error ? error.message : 'Please try again.');
}
