import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Caller } from '../common/auth/caller';
import { CurrentCaller, OpenToAll } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND_OR_HIDDEN } from '../registrations/dto/program-not-found.answer';
import { ChecklistService } from './checklist.service';
import { ChecklistItemParams } from './dto/checklist-params.dto';
import { ChecklistItemPatch, requestedDone } from './dto/checklist-item-patch.dto';
import { ChecklistView } from './dto/checklist-view.dto';
import { PROGRAM_REFERENCE_PARAM } from '../registrations/dto/reference-fields';

@ApiTags('checklist')
@Controller('api/checklist')
export class ChecklistController {
  constructor(private readonly checklist: ChecklistService) {}

  @Get(':reference')
  @OpenToAll()
  @OperationId('getChecklist')
  @ApiOperation({ summary: "Read a program's readiness checklist" })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @ApiOkResponse({
    type: ChecklistView,
    description: 'The checklist items in template order, with completion figures.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND_OR_HIDDEN })
  view(@Param('reference') reference: string, @CurrentCaller() caller: Caller): Promise<ChecklistView> {
    return this.checklist.view(reference, caller);
  }

  @Patch(':reference/items/:item_id')
  @OpenToAll('reviewer')
  @OperationId('updateChecklistItem')
  @ApiOperation({ summary: 'Mark a checklist item done or open; returns the updated checklist' })
  @ApiOkResponse({
    type: ChecklistView,
    description: 'The whole checklist after the change (unchanged when the item already had that value).',
  })
  @ApiErrors({
    404: `${PROGRAM_NOT_FOUND_OR_HIDDEN}; or its checklist has no item with this id (code \`checklist_item_not_found\`)`,
  })
  patchItem(
    @Param() params: ChecklistItemParams,
    @Body() body: ChecklistItemPatch,
    @CurrentCaller() caller: Caller,
  ): Promise<ChecklistView> {
    return this.checklist.update(params.reference, params.item_id, requestedDone(body), caller);
  }
}
