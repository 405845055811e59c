import { Module } from '@nestjs/common';
import { InstructionsModule } from '../instructions/instructions.module';
import { ReadModelsModule } from '../read-models/read-models.module';
import { PartnerController } from './partner.controller';
import { PartnerService } from './partner.service';
import { RegistrationCsvExporter } from './registration-csv.exporter';

@Module({
  imports: [InstructionsModule, ReadModelsModule],
  controllers: [PartnerController],
  providers: [PartnerService, RegistrationCsvExporter],
  exports: [RegistrationCsvExporter],
})
export class PartnersModule {}
