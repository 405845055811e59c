import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Logger } from 'pino';
import { AuditSigningModule } from './audit/signing/audit-signing.module';
import { CatalogsModule } from './catalogs/catalogs.module';
import { ChecklistModule } from './checklist/checklist.module';
import { MetricsModule } from './observability/metrics/metrics.module';
import { TracingModule } from './observability/tracing/tracing.module';
import { AuthModule } from './common/auth/auth.module';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { LoggingModule } from './common/logging/logging.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { PydanticValidationPipe } from './common/validation/validation.pipe';
import { AdminModule } from './admin/admin.module';
import { ApprovalsModule } from './approvals/approvals.module';
import { ExportsModule } from './exports/exports.module';
import { HttpDrain } from './bootstrap/http-drain';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ConsoleModule } from './console/console.module';
import { DatabaseModule } from './database/database.module';
import { DocumentsModule } from './documents/documents.module';
import { HealthModule } from './health/health.module';
import { InstructionsModule } from './instructions/instructions.module';
import { MessagingModule } from './messaging/messaging.module';
import { ApiKeysModule } from './operators/api-keys/api-keys.module';
import { OperatorAccountsModule } from './operators/accounts/operator-accounts.module';
import { OperatorAuditLogModule } from './operators/audit-log/operator-audit-log.module';
import { PartnersModule } from './partners/partners.module';
import { ProgramEventsModule } from './program-events/program-events.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { StatusModule } from './status/status.module';
import { WebhookCatalogModule } from './webhooks/catalog/webhook-catalog.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { InboundWebhooksModule } from './webhooks/inbound/inbound-webhooks.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        MetricsModule.forRoot(config, 'api'),
        DatabaseModule.forRoot(config),
        AuthModule,
        RateLimitModule.forRoot(config.rateLimit),
        CatalogsModule,
        HealthModule,
        AuditSigningModule,
        ProgramEventsModule,
        ChecklistModule,
        RegistrationsModule,
        ApprovalsModule,
        InstructionsModule,
        ApiKeysModule,
        OperatorAccountsModule,
        OperatorAuditLogModule,
        PartnersModule,
        StatusModule,
        ConsoleModule,
        DocumentsModule,
        ExportsModule,
        AdminModule,
        InboundWebhooksModule,
        MessagingModule,
        WebhookCatalogModule,
        WebhooksModule.register(config),
        TracingModule,
      ],
      providers: [
        HttpDrain,
        { provide: APP_PIPE, useClass: PydanticValidationPipe },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
