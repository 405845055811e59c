import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendHtml } from '../console-pages';
import { ConsoleFormCheck } from '../console-form-check';
import { dashboardPage } from './dashboard-page';
import { DashboardService } from './dashboard.service';

/** The console's dashboard: any operator may read it, as they may read the stats it draws. */
@Controller('admin/dashboard')
export class DashboardConsoleController {
  constructor(
    private readonly forms: ConsoleFormCheck,
    private readonly dashboard: DashboardService,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async page(@Req() request: Request, @Res() response: Response) {
    if (await this.forms.reader(request, response)) {
      sendHtml(response, 200, dashboardPage(await this.forms.frame(request), await this.dashboard.figures()));
    }
  }
}
