import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { AdminRegistrationsController } from './admin-registrations.controller';
import { AdminRegistrationsService } from './admin-registrations.service';

@Module({
  imports: [ReadModelsModule],
  controllers: [AdminRegistrationsController],
  providers: [AdminRegistrationsService],
  exports: [AdminRegistrationsService],
})
export class AdminModule {}
