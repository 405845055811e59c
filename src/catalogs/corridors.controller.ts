import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toCorridorsList } from './catalog.mapper';
import { CorridorsCatalog } from './corridors.catalog';
import { CorridorsList } from './dto/corridor.dto';

@ApiTags('catalogs')
@Controller('api/corridors')
export class CorridorsController {
  constructor(private readonly corridors: CorridorsCatalog) {}

  @Get()
  @ApiOperation({ summary: 'Corridors the operator serves, with their typical rails' })
  @ApiOkResponse({ type: CorridorsList })
  list(): CorridorsList {
    return toCorridorsList(this.corridors.list());
  }
}
