import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { Projections } from '../platform/projections/projections.js';
import { ProgressPrinter, renderProgress } from './progress-bar.js';

/**
 * With no server running: starts the product without HTTP on the configured stores and rebuilds
 * there. With MongoDB the fresh read model replaces the stored one; the embedded read store lives
 * in a server's memory (rebuilt at every start), so here the rebuild checks the log folds cleanly.
 */
export async function rebuildLocally(config: AppConfig, names: readonly string[]): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const runner = app.get(Projections);
    await runner.start();
    const known = (await runner.describe()).map((info) => info.name);
    for (const name of names.length > 0 ? names : known) {
      if (!known.includes(name)) throw new Error(`Unknown projection "${name}" (known: ${known.join(', ')})`);
      const printer = new ProgressPrinter();
      const { done, progress } = await runner.rebuild(name);
      const show = (final = false): void => {
        const rebuild = progress();
        if (rebuild) printer.update(renderProgress(name, rebuild), final);
      };
      const timer = setInterval(show, 100);
      await done;
      clearInterval(timer);
      const error = progress()?.error;
      if (error) throw new Error(`Rebuild of ${name} failed: ${error}`);
      show(true);
    }
  } finally {
    await app.close();
  }
}
