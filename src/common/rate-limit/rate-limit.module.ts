import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitConfig } from '../../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_CONFIG, RateLimits } from './rate-limits';

/** The API rate limits as a global guard; with `RATE_LIMIT_ENABLED=false` nothing is registered (no cost at all). */
@Module({})
export class RateLimitModule {
  static forRoot(config: RateLimitConfig): DynamicModule {
    if (!config.enabled) {
      return { module: RateLimitModule };
    }
    return {
      module: RateLimitModule,
      providers: [
        { provide: RATE_LIMIT_CONFIG, useValue: config },
        RateLimits,
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
