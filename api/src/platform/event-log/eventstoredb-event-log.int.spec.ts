import { describeEventLogContract } from './event-log.contract.js';
import type { EventLog } from './event-log.port.js';
import { EventStoreDbEventLog } from './eventstoredb-event-log.js';

const eventStoreUrl = process.env['EVENTSTORE_URL'];

// No EventStoreDB server runs on the development machines; set EVENTSTORE_URL (for example
// esdb://localhost:2113?tls=false) to hold this adapter to the contract.
(eventStoreUrl ? describe : describe.skip)('EventStoreDbEventLog against EVENTSTORE_URL', () => {
  const url = eventStoreUrl ?? '';

  describeEventLogContract('EventStoreDbEventLog', async () => {
    const instances: EventLog[] = [];
    const connect = (): EventLog => {
      const log = EventStoreDbEventLog.connect(url);
      instances.push(log);
      return log;
    };
    return {
      log: connect(),
      // A new client on the same server: what was acknowledged must still be there.
      reopen: async () => connect(),
      async cleanup() {
        for (const log of instances) await log.close();
      },
    };
  });
});
