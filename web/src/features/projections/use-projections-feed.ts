import { useEffect, useState } from 'react';
import type { ProjectionsSnapshot } from '@boxstudio/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../lib/preferences-slice';
import { selectToken } from '../auth';
import { useListProjectionsQuery, useListReactionsQuery } from './api';
import { followSnapshots } from './snapshot-stream';

const STREAM_URL = '/api/admin/projections/stream';
/** Without the stream, the lists are asked again this often. */
export const POLL_MS = 2_000;

export interface ProjectionsFeed {
  /** The newest figures, from the stream or the polled lists; null until the first arrive. */
  readonly snapshot: ProjectionsSnapshot | null;
  /** `stream`: pushed by the server; `polling`: the stream cannot be read, so the lists are asked every 2 s. */
  readonly source: 'stream' | 'polling';
  /** Polling, and the lists could not be read either. */
  readonly failed: boolean;
  readonly error: unknown;
}

/** The polled lists as a snapshot, measured when the answer arrived. */
function polledSnapshot(
  projections: ProjectionsSnapshot['projections'] | undefined,
  reactions: ProjectionsSnapshot['reactions'] | undefined,
  answeredAt: number | undefined,
): ProjectionsSnapshot | null {
  if (!projections || answeredAt === undefined) return null;
  const heads = [...projections, ...(reactions ?? [])].map((entry) => entry.head);
  return {
    at: new Date(answeredAt).toISOString(),
    head: heads.length > 0 ? Math.max(...heads) : 0,
    projections,
    reactions: reactions ?? [],
  };
}

/**
 * The projections' figures while the console is open: the server-sent stream (read with fetch, since
 * it needs the session's token, which EventSource cannot send), reopened with a back-off when it drops
 * and closed when the page goes; while it cannot be read, `GET /admin/projections` and `/admin/reactions`
 * every 2 s instead.
 */
export function useProjectionsFeed(): ProjectionsFeed {
  const token = useAppSelector(selectToken);
  const language = useAppSelector(selectLanguage);
  const [streamed, setStreamed] = useState<ProjectionsSnapshot | null>(null);
  const [readable, setReadable] = useState(true);

  useEffect(() => {
    const stop = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Accept-Language': language };
    if (token) headers.Authorization = `Bearer ${token}`;
    void followSnapshots({
      open: (signal) => fetch(new Request(STREAM_URL, { headers, signal })),
      onSnapshot: setStreamed,
      onReadable: setReadable,
      signal: stop.signal,
    });
    return () => stop.abort();
  }, [token, language]);

  const polling = { skip: readable, pollingInterval: POLL_MS } as const;
  const projections = useListProjectionsQuery(undefined, polling);
  const reactions = useListReactionsQuery(undefined, polling);
  const polled = polledSnapshot(projections.data, reactions.data, projections.fulfilledTimeStamp);

  if (readable) return { snapshot: streamed ?? polled, source: 'stream', failed: false, error: undefined };
  return {
    snapshot: polled ?? streamed,
    source: 'polling',
    failed: projections.isError,
    error: projections.error,
  };
}
