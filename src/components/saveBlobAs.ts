// Saves a fetched file under a name, as the browser's own download would: an object URL clicked through a link.
export function saveBlobAs(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download by the time the next task runs.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
