import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toVenuesList } from './catalog.mapper';
import { VenuesList } from './dto/venue.dto';
import { VenuesQuery } from './dto/venues-query.dto';
import { VenuesCatalog } from './venues.catalog';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('catalogs')
@Public()
@ServedFromMemory()
@Controller('api/venues')
export class VenuesController {
  constructor(private readonly venues: VenuesCatalog) {}

  @Get()
  @OperationId('listVenues')
  @ApiOperation({ summary: 'Customer-safe venue catalog; slugs only when include_slug or for_portal is true' })
  @ApiOkResponse({ type: VenuesList, description: 'The venues a customer may name, with slugs only when asked for.' })
  list(@Query() query: VenuesQuery): VenuesList {
    return toVenuesList(this.venues.list(), this.venues.demoMode, query.include_slug || query.for_portal);
  }
}
