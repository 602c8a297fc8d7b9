import { randomUUID } from 'node:crypto';
import { describeCredentialStoreContract } from './credential-store.contract.js';
import { MongoCredentialStore } from './mongo-credential-store.js';

const mongoUrl = process.env.MONGO_URL;

// No MongoDB server runs on the development machine, so this suite only runs when MONGO_URL
// points at one (e.g. MONGO_URL=mongodb://localhost:27017 npx jest api/src/modules/accounts/credentials).
// Each store gets a fresh database, dropped afterwards.
(mongoUrl ? describe : describe.skip)('MongoCredentialStore', () => {
  describeCredentialStoreContract('mongodb', async () => {
    const dbName = `boxstudio_credentials_${randomUUID().slice(0, 8)}`;
    const connect = () => MongoCredentialStore.connect(mongoUrl ?? '', { dbName });
    const store = await connect();
    return {
      store,
      reopen: connect,
      cleanup: async () => {
        const dropper = await connect();
        await dropper.dropDatabase();
        await dropper.close();
      },
    };
  });
});
