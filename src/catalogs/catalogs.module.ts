import { Global, Module } from '@nestjs/common';
import { CorridorsCatalog } from './corridors.catalog';
import { CorridorsController } from './corridors.controller';
import { DeliveryModesCatalog } from './delivery-modes.catalog';
import { EntityCategoriesCatalog } from './entity-categories.catalog';
import { EntityCategoriesController } from './entity-categories.controller';
import { PartnersCatalog } from './partners.catalog';
import { PartnersController } from './partners.controller';
import { ProgramTemplatesCatalog } from './program-templates.catalog';
import { ProgramTemplatesController } from './program-templates.controller';
import { SettlementPartnersCatalog } from './settlement-partners.catalog';
import { SettlementPartnersController } from './settlement-partners.controller';
import { VenuesCatalog } from './venues.catalog';
import { VenuesController } from './venues.controller';

const CATALOGS = [
  ProgramTemplatesCatalog,
  CorridorsCatalog,
  SettlementPartnersCatalog,
  VenuesCatalog,
  EntityCategoriesCatalog,
  PartnersCatalog,
  DeliveryModesCatalog,
];

/** Every catalog parses its data file when the module starts: a broken file stops the service with a CatalogError. */
@Global()
@Module({
  controllers: [
    ProgramTemplatesController,
    CorridorsController,
    SettlementPartnersController,
    VenuesController,
    PartnersController,
    EntityCategoriesController,
  ],
  providers: CATALOGS,
  exports: CATALOGS,
})
export class CatalogsModule {}
