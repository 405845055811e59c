import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { timestampColumn } from '../database/column-types';

@Entity('checklist_items')
@Index('uq_checklist_items_registration_item', ['registrationId', 'itemId'], { unique: true })
export class ChecklistItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_checklist_items_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  @Column({ type: 'varchar', length: 64 })
  itemId!: string;

  @Column({ type: 'varchar', length: 200 })
  label!: string;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column({ type: 'boolean' })
  required!: boolean;

  @Column({ type: 'boolean', default: false })
  done!: boolean;

  @Column(timestampColumn({ nullable: true }))
  doneAt!: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  doneBy!: string | null;

  @Column({ type: 'integer' })
  position!: number;
}

/** An item of a checklist not yet written (the database gives the id; the program's insert, the program id). */
export type NewChecklistItem = Omit<ChecklistItem, 'id' | 'registrationId'>;
