import type { ApiEnvelope, ProjectionInfo } from '@boxstudio/contracts';
import { ProgressPrinter, renderProgress } from './progress-bar.js';

const POLL_MS = 200;

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!response.ok || !body.success)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.message ?? ''}`);
  return body.data as T;
}

/** Whether a BoxStudio server answers at `baseUrl`. */
export async function serverIsUp(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Asks the running server to rebuild (its read models live in its memory or its MongoDB) and shows
 * the progress it reports, until every named projection is live again.
 */
export async function rebuildOnServer(
  baseUrl: string,
  credentials: { email: string; password: string },
  names: readonly string[],
): Promise<void> {
  const { token } = await call<{ token: string }>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify(credentials),
  });
  const auth = { authorization: `Bearer ${token}` };
  const known = (await call<ProjectionInfo[]>(`${baseUrl}/api/admin/projections`, { headers: auth })).map(
    (info) => info.name,
  );
  const selected = names.length > 0 ? names : known;
  for (const name of selected) {
    if (!known.includes(name)) throw new Error(`Unknown projection "${name}" (known: ${known.join(', ')})`);
    await call(`${baseUrl}/api/admin/projections/${encodeURIComponent(name)}/rebuild`, {
      method: 'POST',
      headers: auth,
    });
    const printer = new ProgressPrinter();
    for (;;) {
      const info = (await call<ProjectionInfo[]>(`${baseUrl}/api/admin/projections`, { headers: auth })).find(
        (entry) => entry.name === name,
      );
      const progress = info?.rebuild;
      if (progress) printer.update(renderProgress(name, progress), progress.finishedAt !== null);
      if (progress?.error) throw new Error(`Rebuild of ${name} failed: ${progress.error}`);
      if (progress?.finishedAt) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
