import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_COOKIE_SCHEME, ADMIN_TOKEN_SCHEME, PARTNER_TOKEN_SCHEME } from '../common/auth/auth.decorators';
import { operationIdOf } from './api-answers';
import { toOpenApi31 } from './openapi-3-1';
import { docsSecurityHeaders } from './docs-security';
import { redocBundle } from './redoc-bundle';
import { REDOC_PAGE } from './redoc-page';

export function buildOpenApiDocument(app: INestApplication, version: string) {
  const config = new DocumentBuilder()
    .setTitle('Program Workflow Service')
    .setDescription(
      'Workflow layer for financial operators: program intake, readiness checklists, documents, handoff records, ' +
        'a tamper-evident program event record, exports and webhooks. It records workflow state only and never holds or moves money.',
    )
    .setVersion(version)
    .addServer('/', 'The service answering this document (the origin it was fetched from)')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Admin-Token' }, ADMIN_TOKEN_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'cookie', name: 'ops_admin' }, ADMIN_COOKIE_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Partner-Token' }, PARTNER_TOKEN_SCHEME)
    .build();
  return toOpenApi31(SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf }));
}

/**
 * `/openapi.json`, Swagger UI at `/docs` and ReDoc at `/redoc`, all served from installed packages, the two
 * pages under a CSP that keeps them on this origin. The document is built on its first request, once
 * (~0.1 s of start-up otherwise spent before the first answer); so is ReDoc's bundle read.
 */
export function setupOpenApi(app: INestApplication, version: string): void {
  app.use(['/docs', '/redoc'], docsSecurityHeaders);
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, version), {
    jsonDocumentUrl: 'openapi.json',
    raw: ['json'],
    customSiteTitle: 'Program Workflow Service — API',
    // The online validator badge would be an outside request.
    swaggerOptions: { validatorUrl: null },
  });
  let bundle: Buffer | undefined;
  app.use('/redoc/assets/redoc.standalone.js', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    bundle ??= redocBundle();
    response
      .status(200)
      .set({ 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(bundle);
  });
  app.use('/redoc', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || (request.path !== '/' && request.path !== '')) {
      next();
      return;
    }
    response.type('html').send(REDOC_PAGE);
  });
}
