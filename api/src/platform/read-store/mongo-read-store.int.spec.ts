import { randomUUID } from 'node:crypto';
import { MongoReadStore } from './mongo-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';

const mongoUrl = process.env.MONGO_URL;

// No MongoDB server runs on the development machine, so this suite only runs when MONGO_URL
// points at one (e.g. MONGO_URL=mongodb://localhost:27017 npx jest api/src/platform/read-store).
// Each store gets a fresh database, dropped afterwards.
(mongoUrl ? describe : describe.skip)('MongoReadStore', () => {
  describeReadStoreContract('mongodb', async () => {
    const store = await MongoReadStore.connect(mongoUrl ?? '', {
      dbName: `boxstudio_contract_${randomUUID().slice(0, 8)}`,
    });
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
