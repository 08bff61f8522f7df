/** Hands a file made in the page to the browser's download (a CSV, an export), under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a minute leaves slow disks their time.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
