import type { INestApplication } from '@nestjs/common';
import { API_KEY_HEADER } from '@boxstudio/contracts';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { describeOperations } from './describe-operations.js';
import { namedSchemas } from './named-schemas.js';
import { operationIdOf, routeFactsOf } from './route-facts.js';

/** The named schemas of the answers beside those Swagger made of the request classes. */
function addNamedSchemas(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of namedSchemas()) {
    const taken = schemas[name];
    if (taken !== undefined && JSON.stringify(taken) !== JSON.stringify(schema)) {
      throw new Error(`The API document has two different schemas named ${name}`);
    }
    schemas[name] = schema;
  }
  document.components.schemas = schemas;
}

/**
 * The OpenAPI document served at /api/docs-json (and shown at /api/docs): Swagger's reading of the
 * controllers and request classes, each operation completed with its answers (describe-operations.ts)
 * and the schemas they name. `docs/openapi.md` says how it is kept true.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('BoxStudio API')
      .setDescription(
        'Event-sourced management console for a boxing and cardio studio. ' +
          'Every answer is the envelope { success, data, message, errors, code }.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      // Reporting tools' read-only keys (docs/api-keys.md): only ever in this header.
      .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, 'api-key')
      .build(),
    { operationIdFactory: operationIdOf },
  );
  describeOperations(document, routeFactsOf(app));
  addNamedSchemas(document);
  return document;
}
