/** Saves a blob under `filename` through a temporary link (a `blob:` URL, which the product's CSP allows). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.click();
  // Browsers read the URL when the download starts, not at once; a minute is far more than enough.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
