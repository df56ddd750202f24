import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

import type { PdfUpload } from '../api/get-pdf-uploads';
import { DeleteReportDialog } from './delete-report-dialog';
import { ReportsTable } from './reports-table';
import { UploadReportDialog } from './upload-report-dialog';

/**
 * The Reports tab: PDF reports uploaded through a modal opened by a button, and the table of uploaded
 * reports, each downloadable and deletable.
 */
export function ReportsTab() {
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<PdfUpload | null>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">Daily, weekly and monthly reports as PDF files, at most 50 MB each.</p>
        <Button
          ref={uploadButton}
          onClick={() => {
            setUploading(true);
          }}
        >
          <FileUp aria-hidden="true" />
          Upload PDF Report
        </Button>
      </div>
      <ReportsTable onDelete={setDeleting} />
      {uploading ? (
        <UploadReportDialog
          onClose={() => {
            setUploading(false);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteReportDialog
          report={deleting}
          onClose={() => {
            setDeleting(null);
          }}
          focusAfterDelete={() => {
            uploadButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
