import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';

export interface AppRoute {
  /** GET, POST, PUT, PATCH, DELETE... */
  readonly method: string;
  /** As registered, with its parameters: `/api/branches/:id`. */
  readonly path: string;
}

const pathsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

const joined = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/')}`;

/**
 * Every route the app's controllers declare, read from the same metadata Nest routes by, so a
 * suite that must hold for every route (an API key never writes) covers the routes added later.
 */
export function appRoutes(app: INestApplication, prefix = 'api'): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!controller) continue;
      const bases = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (typeof method !== 'number') continue;
        for (const base of bases.length > 0 ? bases : ['']) {
          for (const path of pathsOf(Reflect.getMetadata(PATH_METADATA, handler)))
            routes.push({ method: RequestMethod[method] ?? String(method), path: joined(prefix, base, path) });
        }
      }
    }
  }
  return routes;
}
