import { Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './tracing-switch';

/**
 * Exports the spans still buffered when the application closes (SIGTERM, SIGINT or `app.close()`): Nest awaits this
 * before the process exits. A no-op when tracing is off.
 */
@Injectable()
export class TracingShutdown implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return stopTracing();
  }
}

@Module({ providers: [TracingShutdown] })
export class TracingModule {}
