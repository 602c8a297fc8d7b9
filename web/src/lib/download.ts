const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** The file name a `Content-Disposition` header gives (`attachment; filename="revenue.csv"`), or null. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  const named = FILE_NAME.exec(disposition ?? '')?.[1]?.trim();
  if (!named) return null;
  try {
    return decodeURIComponent(named);
  } catch {
    return named;
  }
}

/** How long the file's address stays valid after the click: the browser has taken the file by then. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a file the page fetched itself to the browser's downloads. The API wants the session's token
 * in a header, which a plain link would not send, so the file is fetched first and saved from memory.
 */
export function saveFile(file: Blob, name: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(address), REVOKE_AFTER_MS);
}
