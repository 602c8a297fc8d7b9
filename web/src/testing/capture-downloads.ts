/** The file a page handed to the browser's downloads: its name and its text. */
export interface SavedFile {
  readonly name: string;
  readonly text: Promise<string>;
}

/**
 * Catches what a page saves (lib/download's link to a file in memory, clicked), as a browser's downloads
 * would get it. Restore with `jest.restoreAllMocks()`.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const files = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (file: Blob) => {
      const address = `blob:file-${(next += 1)}`;
      files.set(address, file);
      return address;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file) saved.push({ name: this.download, text: file.text() });
  });
  return saved;
}
