import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { static as serveStatic } from 'express';
import { dirname } from 'node:path';
import { ADMIN_COOKIE_SCHEME, ADMIN_TOKEN_SCHEME, PARTNER_TOKEN_SCHEME } from '../common/auth/auth.decorators';
import { toOpenApi31 } from './openapi-3-1';
import { REDOC_PAGE } from './redoc-page';

export function buildOpenApiDocument(app: INestApplication, version: string) {
  const config = new DocumentBuilder()
    .setTitle('Program Workflow Service')
    .setDescription(
      'Workflow layer for financial operators: program intake, readiness checklists, documents, handoff records, ' +
        'a tamper-evident program event record, exports and webhooks. It records workflow state only and never holds or moves money.',
    )
    .setVersion(version)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Admin-Token' }, ADMIN_TOKEN_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'cookie', name: 'ops_admin' }, ADMIN_COOKIE_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Partner-Token' }, PARTNER_TOKEN_SCHEME)
    .build();
  return toOpenApi31(SwaggerModule.createDocument(app, config));
}

/**
 * `/openapi.json`, Swagger UI at `/docs` and ReDoc at `/redoc`, all served from installed packages. The
 * document is built on its first request, once (~0.1 s of start-up otherwise spent before the first answer).
 */
export function setupOpenApi(app: INestApplication, version: string): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, version), {
    jsonDocumentUrl: 'openapi.json',
    raw: ['json'],
    customSiteTitle: 'Program Workflow Service — API',
  });
  const redocBundle = require.resolve('redoc/bundles/redoc.standalone.js');
  app.use('/redoc/assets', serveStatic(dirname(redocBundle), { index: false, fallthrough: false }));
  app.use('/redoc', (request: Request, response: Response, next: () => void) => {
    if (request.method !== 'GET' || (request.path !== '/' && request.path !== '')) {
      next();
      return;
    }
    response.type('html').send(REDOC_PAGE);
  });
}
