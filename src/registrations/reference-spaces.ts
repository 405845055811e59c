import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { INSTRUCTION_PREFIX, PROGRAM_PREFIX, ReferenceSpace, referenceSpaceOf } from './reference';

/** Where new references are drawn: `PRG-` and `INS-` + REFERENCE_DIGITS digits (read once at start). */
@Injectable()
export class ReferenceSpaces {
  readonly program: ReferenceSpace;
  readonly instruction: ReferenceSpace;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.program = referenceSpaceOf(PROGRAM_PREFIX, config.referenceDigits);
    this.instruction = referenceSpaceOf(INSTRUCTION_PREFIX, config.referenceDigits);
  }
}
