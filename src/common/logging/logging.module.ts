import { DynamicModule, Global, Module } from '@nestjs/common';
import { Logger } from 'pino';

export const APP_LOGGER = Symbol('APP_LOGGER');

@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: APP_LOGGER, useValue: logger }],
      exports: [APP_LOGGER],
    };
  }
}
