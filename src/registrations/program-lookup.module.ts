import { Module } from '@nestjs/common';
import { ProgramLookupService } from './program-lookup.service';

@Module({ providers: [ProgramLookupService], exports: [ProgramLookupService] })
export class ProgramLookupModule {}
