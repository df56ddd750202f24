import { Download } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/download';
import { useT } from '@/lib/i18n';

import { useFetchPersonData, type PersonData, type PersonDataSource } from '../api/person-data';
import { exportBlob, exportFileName } from '../utils/export-file';

/**
 * Saves the guest's data as a JSON file: the copy the page already shows, or, where the page shows none (the
 * manage page), a fresh read.
 */
export function DownloadDataButton({ source, data }: { source: PersonDataSource; data?: PersonData | undefined }) {
  const t = useT();
  const fetchData = useFetchPersonData(source);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const exported = data ?? (await fetchData());
      saveFile(exportBlob(exported), exportFileName(exported));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="outline" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        <Download aria-hidden="true" className="size-4" />
        {t('privacy.download')}
      </Button>
      {failed ? (
        <p role="alert" className="font-medium text-danger">
          {t('privacy.download.failed')}
        </p>
      ) : null}
    </div>
  );
}
