import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../common/logging/logging.module';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { openDoors, openDoorsMessage } from './open-doors';

/** Says loudly, once at start, which development conveniences are open (one warning line, no values). */
@Injectable()
export class OpenDoorsWarning implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const doors = openDoors(this.config);
    if (doors.length > 0) {
      this.logger.warn(
        { mode: this.config.nodeEnv, open_doors: doors.map((door) => door.name) },
        openDoorsMessage(doors),
      );
    }
  }
}
