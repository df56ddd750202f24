/**
 * Saves bytes the app fetched (a report) as a file: the browser's own download, under `fileName`.
 * The object URL is released once the download has started.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: some browsers read the URL only after click() returns.
    window.setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
}
