import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { ProgramEvent } from './program-event.entity';
import type { ProgramRef } from './program-events.service';

/** Work another module does in the event's own transaction, e.g. writing the webhook outbox rows. */
export type AfterAppendHook = (unit: UnitOfWork, program: ProgramRef, event: ProgramEvent) => Promise<void>;

/**
 * Lets modules that depend on events (webhooks) extend the event door without the door depending on
 * them: they register a hook at start, so there is no module cycle.
 */
@Injectable()
export class EventAppendHooks {
  private readonly hooks: AfterAppendHook[] = [];

  register(hook: AfterAppendHook): void {
    this.hooks.push(hook);
  }

  async run(unit: UnitOfWork, program: ProgramRef, event: ProgramEvent): Promise<void> {
    for (const hook of this.hooks) {
      await hook(unit, program, event);
    }
  }
}
