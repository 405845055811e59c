import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { RegistrationFilter, RegistrationListRepository } from '../read-models/registration-list.repository';
import { ApplicationStatus } from '../registrations/registration.enums';
import { toChecklistCompletion } from './checklist-completion';
import { AdminRegistrationsList, AdminRegistrationsQuery } from './dto/admin-registrations.dto';
import { toRegistrationRecord } from './registration-record.mapper';

/**
 * The operator's registration list: filters combine with AND, newest first. Two queries whatever the page: the
 * page with each row's figures, and the total.
 */
@Injectable()
export class AdminRegistrationsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly registrations: RegistrationListRepository,
  ) {}

  /** `offset` is for the operator console's pages; the API lists the newest `limit`. */
  list(query: AdminRegistrationsQuery, offset = 0): Promise<AdminRegistrationsList> {
    const filter = filterOf(query);
    return this.db.read(async (unit) => {
      const page = await this.registrations.page(unit, filter, { limit: query.limit, offset });
      const total = await this.registrations.count(unit, filter);
      return {
        registrations: page.map(({ registration, figures }) => ({
          ...toRegistrationRecord(registration),
          instruction_count: figures.instructionCount,
          document_count: figures.documentCount,
          checklist: toChecklistCompletion(figures),
        })),
        count: page.length,
        total,
      };
    });
  }

  /** Registrations per status under the other filters (the `status` filter itself is ignored), one query. */
  countsByStatus(query: AdminRegistrationsQuery): Promise<Map<ApplicationStatus, number>> {
    return this.db.read(
      (unit) =>
        this.registrations.countsByStatus(unit, { ...filterOf(query), status: null }) as Promise<
          Map<ApplicationStatus, number>
        >,
    );
  }
}

function filterOf(query: AdminRegistrationsQuery): RegistrationFilter {
  return {
    status: query.status,
    corridor: query.corridor,
    settlementPath: query.settlement_path,
    partnerSlug: query.partner,
    hasDocuments: query.has_documents,
  };
}
