export { OperationsModule } from './operations.module.js';
export { ProjectionsStreams } from './projections-streams.js';
