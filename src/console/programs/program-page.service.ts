import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { OperatorIdentity } from '../../common/auth/caller';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ExportsService } from '../../exports/exports.service';
import { ConsoleFormCheck } from '../console-form-check';
import { ConsoleQueries } from '../console-queries';
import type { ProgramPageData, TimelineView } from '../console-view-models';
import { ChecklistChangesWalk } from './checklist-changes';
import { programPage, ProgramPageOptions } from './program-page';

/** What a caller of `render` decides; the rest (session, role, limits, insights) is read here. */
export type ProgramPageRequest = Partial<Pick<ProgramPageOptions, 'flash' | 'notice' | 'forms'>> & {
  partnerFilter?: string;
  timeline?: TimelineView;
};

/** Renders a program's console page for the operator of the request (the status and work forms answer with it). */
@Injectable()
export class ProgramPageService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: ConsoleQueries,
    private readonly exports: ExportsService,
    private readonly forms: ConsoleFormCheck,
  ) {}

  /** The page's data but for what is read on the walk of the whole record (404 when no program has the reference). */
  data(reference: string, timeline: TimelineView = {}): Promise<ProgramPageData> {
    return this.queries.program(reference, timeline);
  }

  async render(
    request: Request,
    viewer: OperatorIdentity,
    reference: string,
    page: ProgramPageRequest = {},
    data?: ProgramPageData,
  ): Promise<string> {
    const timeline = page.timeline ?? {};
    const program = data ?? (await this.data(reference, timeline));
    // A second read: a change committed between the two shows in the badge and panels first (as it always could on
    // PostgreSQL, whose reads are not one snapshot); the next view shows it everywhere.
    const checklistChanges = new ChecklistChangesWalk();
    const record = await this.exports.programRecord(program.registration.reference, (events) =>
      checklistChanges.add(events),
    );
    return programPage(await this.forms.frame(request), program, {
      csrfToken: await this.forms.csrfToken(request),
      partnerFilter: page.partnerFilter ?? '',
      viewerRole: viewer.role,
      timeline,
      maxUploadBytes: this.config.maxUploadBytes,
      flash: page.flash,
      notice: page.notice,
      forms: page.forms,
      record: {
        chain: record.chain,
        eventCount: record.eventCount,
        checklistChanges: checklistChanges.changes(record.notes),
      },
      insights: { health: record.health, reconciliation: record.reconciliation },
    });
  }
}
