import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { ApiKeysModule } from '../../operators/api-keys/api-keys.module';
import { TalliesModule } from '../../tallies/tallies.module';
import { ConsoleFormCheck } from '../console-form-check';
import { formBodyMiddleware } from '../form-body.middleware';
import { PartnerDirectory } from './partner-directory.service';
import { PartnersConsoleController } from './partners-console.controller';

const FORM_PATHS = ['admin/partners/keys', 'admin/partners/keys/rotate', 'admin/partners/keys/revoke'];

/** The console's partner pages and their API key forms. */
@Module({
  imports: [ApiKeysModule, TalliesModule],
  controllers: [PartnersConsoleController],
  providers: [PartnerDirectory, ConsoleFormCheck],
})
export class PartnersConsoleModule implements NestModule {
  /** Form bodies are parsed for these form posts only; the API stays JSON-only. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(formBodyMiddleware).forRoutes(...FORM_PATHS.map((path) => ({ path, method: RequestMethod.POST })));
  }
}
