import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { translate, type ApiEnvelope, type Language } from '@boxstudio/contracts';
import type { Express, Response } from 'express';
import { Reply } from './reply.js';
import { requestLanguage } from './request-language.js';
import { ResourceRouters, type RouteMethod } from './resource-routers.js';

/** A handler's result as the envelope `{ success: true, data, message? }`. */
export function envelopeOf(body: unknown, language: Language): ApiEnvelope {
  if (!(body instanceof Reply)) return { success: true, data: body };
  const message = body.message ? translate(body.message, language) : undefined;
  return message === undefined ? { success: true, data: body.data } : { success: true, data: body.data, message };
}

/**
 * The Express adapter: it answers every handler's result in the envelope and registers routes by
 * resource (resource-routers.ts). Nest hands each successful result to `reply`; failures never
 * come here (the exception filter answers them). The envelope is put on here rather than by a
 * global interceptor because a route with no interceptor skips rxjs altogether: the Observable,
 * its subscribers and their teardown cost about 5% of each request's CPU.
 */
export class EnvelopeExpressAdapter extends ExpressAdapter {
  private readonly routes = new ResourceRouters(this.getInstance<Express>());

  override use(...args: unknown[]): unknown {
    this.routes.closeGroups();
    return super.use(...args);
  }

  override get(...args: unknown[]): unknown {
    return this.route('get', args);
  }

  override post(...args: unknown[]): unknown {
    return this.route('post', args);
  }

  override put(...args: unknown[]): unknown {
    return this.route('put', args);
  }

  override delete(...args: unknown[]): unknown {
    return this.route('delete', args);
  }

  override patch(...args: unknown[]): unknown {
    return this.route('patch', args);
  }

  override head(...args: unknown[]): unknown {
    return this.route('head', args);
  }

  override options(...args: unknown[]): unknown {
    return this.route('options', args);
  }

  override all(...args: unknown[]): unknown {
    return this.route('all', args);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (body instanceof StreamableFile) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.statusCode = statusCode;
    sendJson(response, JSON.stringify(envelopeOf(body, requestLanguage(response.req))));
    return undefined;
  }

  /** Every route Nest (or the API docs) registers goes to its resource's router. */
  private route(method: RouteMethod, args: unknown[]): unknown {
    const [path, ...handlers] = args;
    // One argument is not a route: `get(name)` reads an Express setting.
    if (handlers.length === 0)
      return (this.getInstance<Express>()[method] as (...given: unknown[]) => unknown)(...args);
    this.routes.add(method, path, handlers);
    return undefined;
  }
}

const BODILESS_STATUSES = new Set([204, 304]);

/**
 * What `res.json` does for these answers, without its generic steps (media-type lookup, charset
 * parsing, ETag and freshness checks for answers that are never cached): about 3% of a request.
 */
function sendJson(response: Response, json: string): void {
  if (BODILESS_STATUSES.has(response.statusCode)) {
    response.removeHeader('Content-Type');
    response.removeHeader('Content-Length');
    response.end();
    return;
  }
  if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  // Node sends no body for HEAD by itself, with the headers of GET.
  response.end(json);
}
