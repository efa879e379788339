/** Hands a downloaded file to the browser to save under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
