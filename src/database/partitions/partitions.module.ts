import { Module } from '@nestjs/common';
import { EventPartitionsRepository } from './event-partitions.repository';
import { PartitionKeeper } from './partition-keeper';

/** The yearly partitions of the event record and the attempt log on PostgreSQL, kept attached ahead. */
@Module({
  providers: [EventPartitionsRepository, PartitionKeeper],
  exports: [PartitionKeeper],
})
export class PartitionsModule {}
