import { Injectable } from '@nestjs/common';
import { LessThan, MoreThan } from 'typeorm';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ProgramEvent } from '../program-events/program-event.entity';

/**
 * A program's event record as the console shows it: keyset pages of the timeline and the whole chain in batches.
 * Here until the program-events module exports paged reads taking a unit of work.
 */
@Injectable()
export class ProgramTimelineRepository {
  /** Up to `size` events of the program after (`newer`: above, ascending) or before (descending) the event id. */
  page(
    unit: UnitOfWork,
    programId: number,
    bound: { newerThan?: number; olderThan?: number },
    size: number,
  ): Promise<ProgramEvent[]> {
    const id =
      bound.newerThan !== undefined
        ? MoreThan(bound.newerThan)
        : bound.olderThan !== undefined
          ? LessThan(bound.olderThan)
          : undefined;
    return managerOf(unit).find(ProgramEvent, {
      where: id ? { registrationId: programId, id } : { registrationId: programId },
      order: { id: bound.newerThan !== undefined ? 'ASC' : 'DESC' },
      take: size,
    });
  }

  /** Whether the program has an event newer (`newer`) or older than the event id. */
  hasEventBeyond(unit: UnitOfWork, programId: number, eventId: number, newer: boolean): Promise<boolean> {
    return managerOf(unit).exists(ProgramEvent, {
      where: { registrationId: programId, id: newer ? MoreThan(eventId) : LessThan(eventId) },
    });
  }

  /** Up to `size` events of the program after sequence number `afterSeq`, in chain order. */
  chainBatch(unit: UnitOfWork, programId: number, afterSeq: number, size: number): Promise<ProgramEvent[]> {
    return managerOf(unit).find(ProgramEvent, {
      where: { registrationId: programId, seq: MoreThan(afterSeq) },
      order: { seq: 'ASC' },
      take: size,
    });
  }
}
