import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { ErrorBodyDto, FieldErrorDto } from '../common/errors/error-body.js';
import { applyOpenApiConventions } from './openapi-conventions.js';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Invoicing API')
    .setDescription(
      'The API of the bilingual invoicing product. Errors always have the ErrorBodyDto shape; ' +
        'switch on its code (the ErrorCode enum), never on the message.',
    )
    .setVersion('1')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'Send `Authorization: Bearer <token>`. Two kinds of token are accepted. A program ' +
          'uses a **personal access token** (`pat_…`): a signed-in user creates one in the ' +
          "editor's settings (API tokens) or with `POST /api/user/tokens`; it is shown once, " +
          'lasts until revoked, is `read` (GET only, else 403 TOKEN_SCOPE) or `write`, has its ' +
          'own rate limit, and is refused on admin, token and session routes (403 ' +
          'TOKEN_NOT_ALLOWED). The browser apps use a **short-lived JWT** (15 minutes) from ' +
          'signing in with Google or Microsoft (`GET /api/auth/{provider}`), renewed by ' +
          '`POST /api/auth/refresh`. Paste either into "Authorize" to try the API here.',
      },
      'bearer',
    )
    .build();
  return applyOpenApiConventions(
    SwaggerModule.createDocument(app, config, {
      extraModels: [ErrorBodyDto, FieldErrorDto],
      // The method name is the operationId, and so the name of the generated client hook.
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
    }),
  );
}

/** Deterministic YAML: sorted keys, no anchors, so the committed file only changes with the API. */
export function openApiYaml(document: OpenAPIObject): string {
  return stringify(sortKeys(document), { aliasDuplicateObjects: false, lineWidth: 0 });
}
