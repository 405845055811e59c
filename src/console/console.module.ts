import { DashboardConsoleController } from './dashboard/dashboard-console.controller';
import { DashboardService } from './dashboard/dashboard.service';
import { TalliesModule } from '../tallies/tallies.module';
import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { ApprovalsModule } from '../approvals/approvals.module';
import { ChecklistModule } from '../checklist/checklist.module';
import { DocumentsModule } from '../documents/documents.module';
import { ExportsModule } from '../exports/exports.module';
import { InstructionsModule } from '../instructions/instructions.module';
import { ReadModelsModule } from '../read-models/read-models.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { RegistrationsModule } from '../registrations/registrations.module';
import { ConsoleController } from './console.controller';
import { ConsoleFormCheck } from './console-form-check';
import { EndpointConsoleService } from './endpoints/endpoint-console.service';
import { EndpointsConsoleController } from './endpoints/endpoints-console.controller';
import { ConsoleQueries } from './console-queries';
import { formBodyMiddleware } from './form-body.middleware';
import { SignInThrottle } from './sign-in-throttle';
import { ConsoleSignIn } from './console-sign-in';
import { OidcController } from './oidc/oidc.controller';
import { OidcProviderGateway } from './oidc/oidc-provider.gateway';
import { OidcSignIn } from './oidc/oidc-sign-in.service';
import { PartnersConsoleModule } from './partners/partners-console.module';
import { OperatorsConsoleModule } from './operators/operators-console.module';
import { ProgramsConsoleModule } from './programs/programs-console.module';

const ENDPOINT_FORM_PATHS = [
  'admin/endpoints/:id/test',
  'admin/endpoints/:id/pause',
  'admin/endpoints/:id/resume',
  'admin/endpoints/:id/rotate-secret',
  'admin/endpoints/:id/recover',
  'admin/endpoints/:id/deliveries/:deliveryId/redeliver',
];

@Module({
  imports: [
    ProgramLookupModule,
    ChecklistModule,
    DocumentsModule,
    RegistrationsModule,
    ExportsModule,
    AdminModule,
    InstructionsModule,
    ReadModelsModule,
    ApprovalsModule,
    TalliesModule,
    PartnersConsoleModule,
    OperatorsConsoleModule,
    ProgramsConsoleModule,
  ],
  controllers: [ConsoleController, EndpointsConsoleController, OidcController, DashboardConsoleController],
  providers: [
    ConsoleQueries,
    DashboardService,
    SignInThrottle,
    ConsoleSignIn,
    OidcProviderGateway,
    OidcSignIn,
    ConsoleFormCheck,
    EndpointConsoleService,
  ],
})
export class ConsoleModule implements NestModule {
  /** Form bodies are parsed for the console's form posts only; the API stays JSON-only. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(formBodyMiddleware)
      .forRoutes(
        { path: 'admin/status', method: RequestMethod.POST },
        { path: 'admin/sign-in', method: RequestMethod.POST },
        { path: 'admin/sign-out', method: RequestMethod.POST },
        { path: 'admin/approvals/:id/confirm', method: RequestMethod.POST },
        { path: 'admin/approvals/:id/reject', method: RequestMethod.POST },
        ...ENDPOINT_FORM_PATHS.map((path) => ({ path, method: RequestMethod.POST })),
      );
  }
}
