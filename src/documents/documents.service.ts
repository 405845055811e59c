import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENTS_UPLOADED_ITEM } from '../catalogs/program-templates.catalog';
import { ChecklistService } from '../checklist/checklist.service';
import { Caller, originOf } from '../common/auth/caller';
import { ConflictError, GoneError, NotFoundError, UnsupportedMediaTypeError } from '../common/errors/domain-errors';
import { DocumentErrorCode } from './document-error-codes';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { ProgramEventsService } from '../program-events/program-events.service';
import { assertNotErased } from '../registrations/erasure/erased-program';
import { ProgramCounters } from '../registrations/program-counters.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { sniffContentType } from './content-sniffer';
import { displayNameFor, sanitiseDisplayName } from './display-name';
import { StoredDocument } from './document.entity';
import { shownFilename, toDocumentMetadata, toDocumentsList } from './document.mapper';
import { DocumentRecord } from './document-record';
import { DocumentsRepository } from './documents.repository';
import { DocumentMetadata, DocumentsList } from './dto/document.dto';
import { UploadForm } from './upload-form';

export interface DocumentContent {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** Supporting documents: stored in the database under generated ids, each upload recorded in the program's events. */
@Injectable()
export class DocumentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly documents: DocumentsRepository,
    private readonly programs: ProgramLookupService,
    private readonly counters: ProgramCounters,
    private readonly events: ProgramEventsService,
    private readonly checklist: ChecklistService,
    private readonly metrics: ServiceMetrics,
  ) {}

  /**
   * The row, the program's document count, `document.uploaded` and the checklist item commit together or not at all. A partner token
   * reaches its own programs only (another partner's answers 404, decisions §10). The quota is checked
   * after the program row is locked, so uploads racing for the last slot are counted one after another. A program
   * whose personal data was erased takes no new document (409 `program_erased`).
   */
  async upload(reference: string, form: UploadForm, caller: Caller): Promise<DocumentMetadata> {
    const contentType = sniffContentType(form.bytes);
    const origin = originOf(caller);
    const stored = await this.db.write(async (unit) => {
      const program = await this.programs.lock(unit, reference, caller);
      assertNotErased(program, 'a document upload');
      if (!contentType) {
        throw new UnsupportedMediaTypeError(
          'Unsupported document type: accepted are PDF, PNG, JPEG, WebP and TIFF (decided by the file content)',
        );
      }
      await this.assertWithinQuota(unit, program.id, form.bytes.length);
      const document = Object.assign(new StoredDocument(), {
        id: randomUUID(),
        registrationId: program.id,
        filename: displayNameFor(sanitiseDisplayName(form.originalName), contentType),
        contentType,
        size: form.bytes.length,
        sha256: createHash('sha256').update(form.bytes).digest('hex'),
        documentType: form.documentType,
        content: form.bytes,
        source: origin.source,
        uploadedAt: new Date(),
      });
      await this.documents.insert(unit, document);
      await this.counters.documentAdded(unit, program.id);
      await this.events.append(unit, program, {
        eventType: 'document.uploaded',
        ...origin,
        payload: { document_id: document.id, sha256: document.sha256, size: document.size },
      });
      await this.checklist.setItem(unit, program, DOCUMENTS_UPLOADED_ITEM, true, origin, 'document.uploaded');
      return toDocumentMetadata(document, program.reference);
    });
    this.metrics.documentsUploaded.inc();
    this.metrics.documentBytesUploaded.inc(stored.size);
    return stored;
  }

  /** Decisions §7: beyond the per-program quota, 409 and nothing stored (no row, no event, no checklist change). */
  private async assertWithinQuota(unit: UnitOfWork, programId: number, size: number): Promise<void> {
    const quota = this.config.documentQuota;
    const usage = await this.documents.usageOf(unit, programId);
    if (usage.count + 1 > quota.count) {
      throw new ConflictError(
        `Document quota reached: a program holds at most ${quota.count} documents`,
        DocumentErrorCode.DocumentQuotaExceeded,
      );
    }
    if (usage.bytes + size > quota.bytes) {
      throw new ConflictError(
        `Document quota reached: a program's documents total at most ${quota.bytes} bytes ` +
          `and this upload of ${size} bytes would exceed it (${usage.bytes} bytes used)`,
        DocumentErrorCode.DocumentQuotaExceeded,
      );
    }
  }

  list(reference: string): Promise<DocumentsList> {
    return this.db.read(async (unit) => {
      const program = await this.programs.find(unit, reference);
      return toDocumentsList(program.reference, await this.documents.listOf(unit, program.id));
    });
  }

  /** One document's metadata (never its bytes) with its program's reference; 404 when the program has no such document. */
  describe(reference: string, documentId: string): Promise<{ reference: string; document: DocumentRecord }> {
    return this.db.read(async (unit) => {
      const program = await this.programs.find(unit, reference);
      const id = documentId.toLowerCase();
      const document = (await this.documents.listOf(unit, program.id)).find((candidate) => candidate.id === id);
      if (!document) {
        throw new NotFoundError('Document not found', DocumentErrorCode.DocumentNotFound);
      }
      return { reference: program.reference, document };
    });
  }

  content(reference: string, documentId: string): Promise<DocumentContent> {
    return this.db.read(async (unit) => {
      const program = await this.programs.find(unit, reference);
      const document = await this.documents.findWithContent(unit, program.id, documentId.toLowerCase());
      if (!document) {
        throw new NotFoundError('Document not found', DocumentErrorCode.DocumentNotFound);
      }
      if (document.erasedAt !== null) {
        throw new GoneError(
          `The document's bytes were erased on ${document.erasedAt.toISOString()} (retention ended); its metadata remains`,
          DocumentErrorCode.DocumentErased,
        );
      }
      return {
        filename: shownFilename(document),
        contentType: document.contentType,
        bytes: Buffer.from(document.content),
      };
    });
  }

  /** Erases the bytes and file names of the program's documents in the caller's unit of work; answers how many. */
  eraseAllOf(unit: UnitOfWork, registrationId: number, at: Date): Promise<number> {
    return this.documents.eraseContentOf(unit, registrationId, at);
  }

  /** A program's documents (metadata only), oldest first, inside the caller's unit of work. */
  documentsOf(unit: UnitOfWork, registrationId: number): Promise<DocumentRecord[]> {
    return this.documents.listOf(unit, registrationId);
  }
}
