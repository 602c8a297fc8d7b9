import { HttpStatus, RequestMethod, type INestApplicationContext } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
} from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ROLES } from '@boxstudio/contracts';
import { accessRuleOf } from '../../auth/access-rule.js';
import { CommandInterceptor } from '../command.interceptor.js';
import { ANSWER, type Answer } from './answers.decorator.js';

/** What a route's own decorators say about its answers, beside what @Answers declares. */
export interface RouteFacts {
  /** The operation's id in the document (`operationIdOf`). */
  readonly operationId: string;
  readonly answer: Answer | null;
  /** The success status Nest answers with: @HttpCode, else 201 for POST and 200 otherwise. */
  readonly status: number;
  readonly isPublic: boolean;
  /** Some signed-in role is refused by the access guard (403). */
  readonly refusesSomeRole: boolean;
  /** Takes a `@Command()` context: Idempotency-Key and If-Match apply. */
  readonly isCommand: boolean;
  readonly isThrottled: boolean;
}

/**
 * The operation's id: the controller's name without "Controller", then the handler's
 * (`ListClasses_list`, `MembershipActions_renew`). Stable while the code keeps its names, unique as
 * controller names are, and it says which handler answers.
 */
export const operationIdOf = (controllerKey: string, methodKey: string): string =>
  `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;

type Handler = (...args: never[]) => unknown;

const metadataOf = <T>(key: string, ...targets: object[]): T[] =>
  targets.flatMap((target) => (Reflect.getMetadata(key, target) as T[] | undefined) ?? []);

function statusOf(handler: Handler): number {
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  if (declared !== undefined) return declared;
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  return method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK;
}

/** Every route of every controller in the app, read from the same metadata Nest routes and guards with. */
export function routeFactsOf(app: INestApplicationContext): RouteFacts[] {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const facts: RouteFacts[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype;
      if (typeof controller !== 'function') continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const methodKey of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[methodKey] as Handler;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const rule = accessRuleOf(reflector, handler, controller);
        facts.push({
          operationId: operationIdOf(controller.name, methodKey),
          answer: (Reflect.getMetadata(ANSWER, handler) as Answer | undefined) ?? null,
          status: statusOf(handler),
          isPublic: rule.isPublic,
          refusesSomeRole: ROLES.some((role) => !rule.allowed.includes(role)),
          isCommand: metadataOf(INTERCEPTORS_METADATA, handler, controller).includes(CommandInterceptor),
          isThrottled: metadataOf(GUARDS_METADATA, handler, controller).includes(ThrottlerGuard),
        });
      }
    }
  }
  return facts;
}
