import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toCorridorsList } from './catalog.mapper';
import { CorridorsCatalog } from './corridors.catalog';
import { CorridorsList } from './dto/corridor.dto';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('catalogs')
@Public()
@ServedFromMemory()
@Controller('api/corridors')
export class CorridorsController {
  constructor(private readonly corridors: CorridorsCatalog) {}

  @Get()
  @OperationId('listCorridors')
  @ApiOperation({ summary: 'Corridors the operator serves, with their typical rails' })
  @ApiOkResponse({
    type: CorridorsList,
    description: 'Every corridor the operator serves, with its rails and usual settlement time.',
  })
  list(): CorridorsList {
    return toCorridorsList(this.corridors.list());
  }
}
