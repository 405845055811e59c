import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import type { ActorType } from '../common/auth/actor';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ProgramEvent } from '../program-events/program-event.entity';

/** Which of a program's events a timeline page shows: every one, or one event type, or one kind of actor, or both. */
export interface TimelineFilter {
  eventType?: string;
  actorType?: ActorType;
}

/**
 * A program's event record as the console shows it: keyset pages of the timeline (optionally filtered). Here until
 * the program-events module exports paged reads taking a unit of work. (The page's walk of the whole record, for the
 * chain badge and the panels, is the exports' record walk: ExportsService.programRecord.)
 *
 * A filtered page walks the program's events by `(registration_id, id)` and keeps the matching ones: no index of its
 * own, since the same page load already reads the program's whole record to verify its chain.
 */
@Injectable()
export class ProgramTimelineRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  /** Up to `size` events of the program after (`newer`: above, ascending) or before (descending) the event id. */
  page(
    unit: UnitOfWork,
    programId: number,
    bound: { newerThan?: number; olderThan?: number },
    size: number,
    filter: TimelineFilter = {},
  ): Promise<ProgramEvent[]> {
    const query = this.filtered(unit, programId, filter);
    if (bound.newerThan !== undefined) {
      query.andWhere('event.id > :bound', { bound: bound.newerThan });
    } else if (bound.olderThan !== undefined) {
      query.andWhere('event.id < :bound', { bound: bound.olderThan });
    }
    return query
      .orderBy('event.id', bound.newerThan !== undefined ? 'ASC' : 'DESC')
      .limit(size)
      .getMany();
  }

  /**
   * Whether the program has an event (matching the filter) newer (`newer`) or older than the event id. Ordered from
   * the event id outwards, so that PostgreSQL walks the (registration_id, id) index from there: unordered, it chose a
   * sequential scan for a program holding most of the table, reading until it met one.
   */
  async hasEventBeyond(
    unit: UnitOfWork,
    programId: number,
    eventId: number,
    newer: boolean,
    filter: TimelineFilter = {},
  ): Promise<boolean> {
    const query = this.filtered(unit, programId, filter).andWhere(`event.id ${newer ? '>' : '<'} :eventId`, {
      eventId,
    });
    query.orderBy('event.id', newer ? 'ASC' : 'DESC');
    return (await query.select('event.id').limit(1).getRawOne()) !== undefined;
  }

  /** The program's events, through the (registration_id, …) indexes. */
  private ofProgram(unit: UnitOfWork, programId: number): SelectQueryBuilder<ProgramEvent> {
    return managerOf(unit)
      .createQueryBuilder(ProgramEvent, 'event')
      .where('event.registrationId = :programId', { programId });
  }

  private filtered(unit: UnitOfWork, programId: number, filter: TimelineFilter): SelectQueryBuilder<ProgramEvent> {
    const query = this.ofProgram(unit, programId);
    if (filter.eventType !== undefined) {
      query.andWhere('event.eventType = :eventType', { eventType: filter.eventType });
    }
    if (filter.actorType !== undefined) {
      // Events recorded before actors were (actor null) match no actor type.
      const actorType =
        this.dialect === 'postgres' ? `"event"."actor"->>'type'` : `json_extract("event"."actor", '$.type')`;
      query.andWhere(`${actorType} = :actorType`, { actorType: filter.actorType });
    }
    return query;
  }
}
