import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CallerResolver } from '../../common/auth/caller.resolver';
import { sendHtml } from '../console-pages';
import { ConsoleSessions } from '../console-sessions';
import { dashboardPage } from './dashboard-page';
import { DashboardService } from './dashboard.service';

/** The console's dashboard: any operator may read it, as they may read the stats it draws. */
@Controller('admin/dashboard')
export class DashboardConsoleController {
  constructor(
    private readonly callers: CallerResolver,
    private readonly sessions: ConsoleSessions,
    private readonly dashboard: DashboardService,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async page(@Req() request: Request, @Res() response: Response) {
    if ((await this.callers.resolve(request)).kind !== 'admin') {
      response.redirect(303, '/admin');
      return;
    }
    const session = await this.sessions.fromRequest(request);
    const frame = {
      signedIn: true,
      signOutToken: session && !session.legacy ? this.sessions.csrfToken(session) : undefined,
    };
    sendHtml(response, 200, dashboardPage(frame, await this.dashboard.figures()));
  }
}
