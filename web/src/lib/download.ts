import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError, ApiMeta } from './api';

type MaybePromise<T> = T | PromiseLike<T>;

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

/** A Blob by its shape: a test's fetch may answer with another realm's Blob. */
const isFile = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value && 'type' in value;

/** The one API client's base query, as an endpoint's `queryFn` is handed it. */
type FileBaseQuery = (
  args: FetchArgs,
) => MaybePromise<
  { readonly data: unknown; readonly error?: undefined; readonly meta?: ApiMeta } | { readonly error: ApiError }
>;

/**
 * A file from the API (a report's CSV, a record's events), fetched with the session and saved by the
 * browser; answers the name it was saved under: the server's (`Content-Disposition`), else `fallbackName`.
 * For a mutation's `queryFn`: the file itself never enters the store (it is not serializable).
 */
export async function downloadFile(
  baseQuery: FileBaseQuery,
  args: FetchArgs,
  fallbackName: string,
): Promise<{ readonly data: string } | { readonly error: ApiError }> {
  const result = await baseQuery({
    ...args,
    // The file as it came; a refusal is still the JSON envelope, whose message the screen shows.
    responseHandler: (response) => (response.ok ? response.blob() : response.json()),
  });
  if (result.error) return { error: result.error };
  if (!isFile(result.data)) return { error: { status: 'PARSING_ERROR', data: undefined } };
  const name = fileNameOf(result.meta?.response?.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(result.data, name);
  return { data: name };
}
