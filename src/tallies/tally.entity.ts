import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A maintained count, folded from `tally_deltas` (see TalliesRepository): how many rows of a measure exist per
 * partner and status. `partner_slug` and `status` are '' where the measure has none (events; programs of no partner).
 */
@Entity('tallies')
export class Tally {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  measure!: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  partnerSlug!: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  status!: string;

  @Column({ type: 'bigint' })
  value!: number | string;
}
