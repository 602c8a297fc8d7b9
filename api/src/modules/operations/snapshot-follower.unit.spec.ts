import type { ProjectionInfo, ProjectionsSnapshot } from '@boxstudio/contracts';
import { BUSY_EVERY_MS, IDLE_EVERY_MS, SnapshotFollower, type SnapshotSink } from './snapshot-follower.js';

/** A client's stream: what it was sent, and a way to close it as a client going away does. */
class ClientStream implements SnapshotSink {
  readonly sent: unknown[] = [];
  private readonly listeners: (() => void)[] = [];

  send(event: string, data: unknown): void {
    this.sent.push({ event, data });
  }

  onClose(listener: () => void): void {
    this.listeners.push(listener);
  }

  leave(): void {
    for (const listener of this.listeners) listener();
  }
}

const RUNNING_CHECK = { finishedAt: null } as ProjectionInfo['check'];

const snapshotWith = (
  status: ProjectionInfo['status'],
  check: ProjectionInfo['check'] = null,
): ProjectionsSnapshot => ({
  at: '2026-11-28T10:00:00.000Z',
  head: 1,
  projections: [{ name: 'branches', status, check } as ProjectionInfo],
  reactions: [],
});

describe('a client following the projections', () => {
  let status: ProjectionInfo['status'];
  let check: ProjectionInfo['check'];
  let watchers: Set<() => void>;
  let stream: ClientStream;
  let follower: SnapshotFollower;

  beforeEach(() => {
    jest.useFakeTimers();
    status = 'live';
    check = null;
    watchers = new Set();
    stream = new ClientStream();
    follower = new SnapshotFollower(
      stream,
      async () => snapshotWith(status, check),
      (listener) => (watchers.add(listener), () => void watchers.delete(listener)),
    );
  });
  afterEach(() => jest.useRealTimers());

  it('gets a snapshot at once, then one every two seconds', async () => {
    follower.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(stream.sent).toEqual([{ event: 'snapshot', data: snapshotWith('live') }]);
    await jest.advanceTimersByTimeAsync(IDLE_EVERY_MS - 1);
    expect(stream.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(stream.sent).toHaveLength(2);
  });

  it('gets one every half second while a rebuild runs, and one at once when it starts', async () => {
    follower.start();
    await jest.advanceTimersByTimeAsync(0);
    status = 'rebuilding';
    for (const listener of watchers) listener();
    await jest.advanceTimersByTimeAsync(0);
    expect(stream.sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(BUSY_EVERY_MS * 4);
    expect(stream.sent).toHaveLength(6);
  });

  it('gets one every half second while a consistency check runs', async () => {
    check = RUNNING_CHECK;
    follower.start();
    await jest.advanceTimersByTimeAsync(BUSY_EVERY_MS * 2);
    expect(stream.sent).toHaveLength(3);
  });

  it('leaves no timer and no watch behind once the client goes away', async () => {
    follower.start();
    await jest.advanceTimersByTimeAsync(IDLE_EVERY_MS * 2);
    expect(jest.getTimerCount()).toBe(1);
    stream.leave();
    expect(jest.getTimerCount()).toBe(0);
    expect(watchers.size).toBe(0);
    await jest.advanceTimersByTimeAsync(IDLE_EVERY_MS * 5);
    expect(stream.sent).toHaveLength(3);
  });

  it('sets no timer when the client goes away while a snapshot is taken', async () => {
    let taken = (): void => undefined;
    const slow = new SnapshotFollower(
      stream,
      () => new Promise<ProjectionsSnapshot>((resolve) => (taken = () => resolve(snapshotWith('live')))),
      () => () => undefined,
    );
    slow.start();
    stream.leave();
    taken();
    await jest.advanceTimersByTimeAsync(0);
    expect(stream.sent).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
