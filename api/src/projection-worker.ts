import { parentPort, workerData } from 'node:worker_threads';
import { hostProjections } from './platform/projections/worker/host-projections.js';
import { sentError } from './platform/projections/worker/sent-errors.js';
import type { FromWorker, WorkerSetup } from './platform/projections/worker/worker-protocol.js';
import { StudioCalendar } from './platform/time/studio-calendar.js';
import { projectionCatalogue } from './projection-catalogue.js';

// The projections worker's entry (WorkerProjections starts it): the catalogue's projections, folded
// by the platform's host. It imports no Nest and no module beyond its projections.
const port = parentPort;
if (!port) throw new Error('projection-worker.js runs as a worker thread of the server');
const setup = workerData as WorkerSetup;
hostProjections(port, setup, projectionCatalogue(new StudioCalendar(setup.studioTimeZone))).catch((error: unknown) =>
  port.postMessage({ kind: 'failed', error: sentError(error) } satisfies FromWorker),
);
