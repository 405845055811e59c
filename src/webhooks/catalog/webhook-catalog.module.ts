import { Module } from '@nestjs/common';
import { WebhookEventTypesController } from './webhook-event-types.controller';

/** The public catalog of webhook event types (`GET /api/webhook-event-types`); the filters are plain functions. */
@Module({ controllers: [WebhookEventTypesController] })
export class WebhookCatalogModule {}
