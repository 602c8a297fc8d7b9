import type { MessagePort } from 'node:worker_threads';
import { SqliteLogReader } from '../../event-log/sqlite-log-reader.js';
import type { LogSink } from '../../logging/log-sink.js';
import type { ReadCollection } from '../../read-store/read-store.port.js';
import { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import type { Projection } from '../projection.js';
import { ProjectionRegistry } from '../projection-registry.js';
import { ProjectionRunner } from '../projection-runner.js';
import { ReadYourWrites } from '../read-your-writes.js';
import { sentError } from './sent-errors.js';
import type { FromWorker, ToWorker, WorkerCall, WorkerSetup, WriteMethod } from './worker-protocol.js';

/** How often the worker tells the server whether the fold runs, besides after each commit. */
const STATE_EVERY_MS = 1000;

type Writer = (collection: ReadCollection, args: readonly unknown[]) => Promise<unknown>;

/** The server's writes, as the read store's own methods (their arguments crossed as they were). */
const WRITES: Record<WriteMethod, Writer> = {
  insertOne: (c, [doc]) => c.insertOne(doc as never),
  insertMany: (c, [docs]) => c.insertMany(docs as never),
  updateOne: (c, [filter, update, options]) => c.updateOne(filter as never, update as never, options as never),
  updateMany: (c, [filter, update]) => c.updateMany(filter as never, update as never),
  deleteOne: (c, [filter]) => c.deleteOne(filter as never),
  deleteMany: (c, [filter]) => c.deleteMany(filter as never),
};

/**
 * Runs in the projections worker (the server's `projection-worker.ts`): folds the log into the read
 * store's file with the projections given, on a connection of its own, and tells the server, through
 * `port`, what each commit wrote and which position every live projection has committed. The server
 * reads the file through its own connection; its few writes (reaction checkpoints, the scheduler's
 * marks) and the projections console's requests arrive as calls.
 */
export async function hostProjections(port: MessagePort, setup: WorkerSetup, projections: Projection[]): Promise<void> {
  const send = (message: FromWorker): void => port.postMessage(message);
  const logger: LogSink = {
    log: (message) => send({ kind: 'log', level: 'log', message }),
    warn: (message) => send({ kind: 'log', level: 'warn', message }),
    error: (message) => send({ kind: 'log', level: 'error', message }),
  };
  const registry = new ProjectionRegistry();
  for (const projection of projections) registry.register(projection);
  const known = registry.all().map(({ name }) => name);
  const missing = setup.names.filter((name) => !known.includes(name));
  const extra = known.filter((name) => !setup.names.includes(name));
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `The projections worker's catalogue differs from the modules' (missing: ${missing}; extra: ${extra})`,
    );

  const log = SqliteLogReader.open(setup.logFile, setup.visible);
  const store = SqliteReadStore.open(setup.readStoreFile);
  const readYourWrites = new ReadYourWrites(logger);
  const runner = new ProjectionRunner(log, store, registry, readYourWrites, { logger, visibleWhen: 'committed' });
  const sendState = (): void => send({ kind: 'state', running: runner.running, failure: runner.failure });
  store.onCommit = (tables, schemaChanged) => {
    send({ kind: 'committed', tables, schemaChanged });
    sendState();
  };
  readYourWrites.onAdvance = (position) => send({ kind: 'visible', position });
  runner.watch(() => send({ kind: 'changed' }));
  const stateTimer = setInterval(sendState, STATE_EVERY_MS);

  let rebuilds = 0;
  const answer = async (id: number, call: WorkerCall): Promise<unknown> => {
    switch (call.method) {
      case 'describe':
        return runner.describe(call.moment);
      case 'rebuild': {
        const { done, progress } = await runner.rebuild(call.name);
        rebuilds += 1;
        void done.then(() => send({ kind: 'rebuilt', id, progress: progress() }));
        return progress();
      }
      case 'check':
        return runner.startCheck(call.name);
      case 'write':
        return WRITES[call.write](store.collection(call.collection), call.args);
      case 'commit':
        return store.commit();
      case 'stop':
        clearInterval(stateTimer);
        await runner.stop();
        await store.close();
        await log.close();
        return rebuilds;
    }
  };
  port.on('message', (message: ToWorker) => {
    if (message.kind === 'visible') return log.advance(message.position);
    answer(message.id, message.call).then(
      (value) => send({ kind: 'reply', id: message.id, value }),
      (error: unknown) => send({ kind: 'reply', id: message.id, error: sentError(error) }),
    );
  });

  await runner.start();
  // What the start-up's first fill held back was written after its last commit.
  await store.commit();
  sendState();
  send({ kind: 'started' });
}
