import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Caller } from '../common/auth/caller';
import { CurrentCaller, OpenToAll } from '../common/auth/auth.decorators';
import { ChecklistService } from './checklist.service';
import { ChecklistItemParams } from './dto/checklist-params.dto';
import { ChecklistItemPatch, requestedDone } from './dto/checklist-item-patch.dto';

@ApiTags('checklist')
@Controller('api/checklist')
export class ChecklistController {
  constructor(private readonly checklist: ChecklistService) {}

  @Get(':reference')
  @OpenToAll()
  @ApiOperation({ summary: "Read a program's readiness checklist" })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  view(@Param('reference') reference: string, @CurrentCaller() caller: Caller) {
    return this.checklist.view(reference, caller);
  }

  @Patch(':reference/items/:item_id')
  @OpenToAll()
  @ApiOperation({ summary: 'Mark a checklist item done or open; returns the updated checklist' })
  patchItem(@Param() params: ChecklistItemParams, @Body() body: ChecklistItemPatch, @CurrentCaller() caller: Caller) {
    return this.checklist.setItem(params.reference, params.item_id, requestedDone(body), caller);
  }
}
