import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { ProgramEvent } from './program-event.entity';
import type { ProgramRef } from './program-events.service';

/** Work another module does in the event's own transaction, e.g. writing the webhook outbox rows. */
export type AfterAppendHook = (unit: UnitOfWork, program: ProgramRef, event: ProgramEvent) => Promise<void>;

/** Whether a hook may have work for a program that does not exist yet (an endpoint for every program). */
export type NewProgramWatch = (unit: UnitOfWork) => Promise<boolean>;

/**
 * Lets modules that depend on events (webhooks) extend the event door without the door depending on
 * them: they register a hook at start, so there is no module cycle.
 */
@Injectable()
export class EventAppendHooks {
  private readonly hooks: AfterAppendHook[] = [];
  private readonly watches: NewProgramWatch[] = [];

  register(hook: AfterAppendHook, watchesNewPrograms?: NewProgramWatch): void {
    this.hooks.push(hook);
    if (watchesNewPrograms) {
      this.watches.push(watchesNewPrograms);
    }
  }

  /** True when some hook may act on a new program's first event; false lets intake skip the hooks altogether. */
  async watchNewPrograms(unit: UnitOfWork): Promise<boolean> {
    for (const watch of this.watches) {
      if (await watch(unit)) {
        return true;
      }
    }
    return false;
  }

  async run(unit: UnitOfWork, program: ProgramRef, event: ProgramEvent): Promise<void> {
    for (const hook of this.hooks) {
      await hook(unit, program, event);
    }
  }
}
