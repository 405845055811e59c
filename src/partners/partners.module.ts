import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { TalliesModule } from '../tallies/tallies.module';
import { PartnerController } from './partner.controller';
import { PartnerService } from './partner.service';
import { RegistrationCsvExporter } from './registration-csv.exporter';

@Module({
  imports: [ReadModelsModule, TalliesModule],
  controllers: [PartnerController],
  providers: [PartnerService, RegistrationCsvExporter],
  exports: [RegistrationCsvExporter],
})
export class PartnersModule {}
