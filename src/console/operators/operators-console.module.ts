import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { OperatorAccountsModule } from '../../operators/accounts/operator-accounts.module';
import { ConsoleFormCheck } from '../console-form-check';
import { formBodyMiddleware } from '../form-body.middleware';
import { OperatorDirectory } from './operator-directory.service';
import { OperatorsConsoleController } from './operators-console.controller';

const FORM_PATHS = [
  'admin/operators/new',
  'admin/operators/:id/role',
  'admin/operators/:id/deactivate',
  'admin/operators/:id/reactivate',
  'admin/operators/:id/tokens',
  'admin/operators/:id/tokens/:token_id/revoke',
];

/** The console's operators and roles pages and their forms. */
@Module({
  imports: [OperatorAccountsModule],
  controllers: [OperatorsConsoleController],
  providers: [OperatorDirectory, ConsoleFormCheck],
})
export class OperatorsConsoleModule implements NestModule {
  /** Form bodies are parsed for these form posts only; the API stays JSON-only. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(formBodyMiddleware).forRoutes(...FORM_PATHS.map((path) => ({ path, method: RequestMethod.POST })));
  }
}
