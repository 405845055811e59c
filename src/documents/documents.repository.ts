import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { StoredDocument } from './document.entity';
import { DocumentRecord } from './document-record';
import { ERASED_MARK } from '../registrations/erasure/personal-fields';

export interface DocumentUsage {
  count: number;
  bytes: number;
}

/** The `documents` table: uploaded bytes with their metadata, one program (registration) each. */
@Injectable()
export class DocumentsRepository {
  async insert(unit: UnitOfWork, document: StoredDocument): Promise<void> {
    await managerOf(unit).insert(StoredDocument, document);
  }

  /** Metadata of a program's documents (never the bytes), oldest first. */
  listOf(unit: UnitOfWork, registrationId: number): Promise<DocumentRecord[]> {
    return managerOf(unit).find(StoredDocument, {
      where: { registrationId },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
  }

  /** One document of the program with its bytes; null when the program has no document with this id. */
  findWithContent(unit: UnitOfWork, registrationId: number, documentId: string): Promise<StoredDocument | null> {
    return managerOf(unit)
      .createQueryBuilder(StoredDocument, 'document')
      .addSelect('document.content')
      .where('document.id = :id AND document.registrationId = :registrationId', { id: documentId, registrationId })
      .getOne();
  }

  /**
   * Empties the bytes of the program's documents not yet erased, replaces their file names (the client's own, often
   * personal) with "[erased]" and marks them erased at `at` (content type, size and sha256 stay); answers how many
   * it erased.
   */
  async eraseContentOf(unit: UnitOfWork, registrationId: number, at: Date): Promise<number> {
    const manager = managerOf(unit);
    const where = { registrationId, erasedAt: IsNull() };
    const count = await manager.count(StoredDocument, { where });
    if (count > 0) {
      await manager.update(StoredDocument, where, { content: Buffer.alloc(0), filename: ERASED_MARK, erasedAt: at });
    }
    return count;
  }

  /** How many documents a program holds and their total size in bytes, in one statement. */
  async usageOf(unit: UnitOfWork, registrationId: number): Promise<DocumentUsage> {
    const row = await managerOf(unit)
      .createQueryBuilder(StoredDocument, 'document')
      .select('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(document.size), 0)', 'bytes')
      .where({ registrationId })
      .getRawOne<{ count: number | string; bytes: number | string }>();
    return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
  }
}
