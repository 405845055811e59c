import { Module } from '@nestjs/common';
import { InstructionsModule } from '../instructions/instructions.module';
import { AdminRegistrationsController } from './admin-registrations.controller';
import { AdminRegistrationsService } from './admin-registrations.service';

@Module({
  imports: [InstructionsModule],
  controllers: [AdminRegistrationsController],
  providers: [AdminRegistrationsService],
  exports: [AdminRegistrationsService],
})
export class AdminModule {}
