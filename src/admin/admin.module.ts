import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { TalliesModule } from '../tallies/tallies.module';
import { AdminRegistrationsController } from './admin-registrations.controller';
import { RegistrationSearch } from './registration-search.service';
import { AdminRegistrationsService } from './admin-registrations.service';

@Module({
  imports: [ReadModelsModule, TalliesModule],
  controllers: [AdminRegistrationsController],
  providers: [AdminRegistrationsService, RegistrationSearch],
  exports: [AdminRegistrationsService, RegistrationSearch],
})
export class AdminModule {}
