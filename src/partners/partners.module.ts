import { Module } from '@nestjs/common';
import { InstructionsModule } from '../instructions/instructions.module';
import { PartnerGuard } from './partner-only.decorator';
import { PartnerController } from './partner.controller';
import { PartnerService } from './partner.service';
import { RegistrationCsvExporter } from './registration-csv.exporter';

@Module({
  imports: [InstructionsModule],
  controllers: [PartnerController],
  providers: [PartnerService, PartnerGuard, RegistrationCsvExporter],
  exports: [RegistrationCsvExporter],
})
export class PartnersModule {}
