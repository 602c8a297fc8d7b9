import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { json } from 'express';
import { AppModule } from './app.module.js';
import { EnvelopeExpressAdapter } from './platform/http/envelope-adapter.js';
import {
  inSequence,
  JSON_MEDIA_TYPES,
  noStore,
  requireJsonBodies,
  securityHeaders,
} from './platform/http/edge-middleware.js';
import { answerMalformedRequests } from './platform/http/malformed-requests.js';
import { buildApiDocument } from './platform/http/openapi/api-document.js';
import { traceRequests } from './platform/http/request-log.js';
import { serveWebApp } from './platform/http/web-app.js';
import { EnsureSuperAdmin } from './modules/accounts/index.js';
import type { AppConfig } from './platform/config/app-config.js';
import type { PlatformOverrides } from './platform/platform.module.js';
import { createAppLogger, NestPinoLogger } from './platform/logging/app-logger.js';
import { DemoSeedRegistry } from './platform/demo/demo-seed.registry.js';
import { EVENT_LOG, type EventLog } from './platform/event-log/event-log.port.js';
import { Projections } from './platform/projections/projections.js';
import { ReactionRunner } from './platform/reactions/reaction-runner.js';
import { Scheduler } from './platform/time/scheduler.js';

const BODY_LIMIT = '100kb';

/**
 * Builds the whole product as one app: HTTP edge, stores, projections caught up with the log, the
 * super admin, and demo data on the first start of an empty embedded store.
 */
export async function createApp(config: AppConfig, overrides: PlatformOverrides = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, overrides),
    new EnvelopeExpressAdapter(),
    { bufferLogs: true, bodyParser: false },
  );
  const logger = createAppLogger(config.logLevel);
  app.useLogger(new NestPinoLogger(logger));
  app.setGlobalPrefix('api');
  // API answers are no-store, so an ETag (a hash of every body Express sends) would never be used;
  // the web app's files carry their own.
  app.set('etag', false);
  // Helmet removed it on every request; its headers are now set from a list made once.
  app.disable('x-powered-by');
  app.use(inSequence(traceRequests(logger), securityHeaders()));
  // Only the API takes bodies; the web app's paths answer GET and HEAD.
  app.use('/api', inSequence(noStore, requireJsonBodies, json({ limit: BODY_LIMIT, type: JSON_MEDIA_TYPES })));
  answerMalformedRequests(app.getHttpServer());
  if (config.webDist) serveWebApp(app, config.webDist, config.studioTimeZone);
  SwaggerModule.setup('api/docs', app, buildApiDocument(app));
  await app.init();
  try {
    const emptyAtStart = (await app.get<EventLog>(EVENT_LOG).headPosition()) === 0;
    await app.get(Projections).start();
    await app.get(ReactionRunner).start();
    await app.get(EnsureSuperAdmin).run();
    if (emptyAtStart && config.seedDemo && !config.eventStoreUrl) await app.get(DemoSeedRegistry).runAll();
    // Due commands are looked for in read models, which are now caught up with the log. After the
    // demo data: its history is told at the times it happened (a membership sold a year ago, then
    // frozen, then renewed), and only once it is all told does time catch up with it.
    app.get(Scheduler).start();
  } catch (error) {
    // A half-started app would keep the stores open and the process alive.
    await app.close();
    throw error;
  }
  return app;
}
