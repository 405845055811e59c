import { Module } from '@nestjs/common';
import { OperatorsController } from './operators.controller';
import { OperatorsService } from './operators.service';

/** Operator accounts and personal tokens; the credential verifier and repositories are bound by AuthModule. */
@Module({ controllers: [OperatorsController], providers: [OperatorsService], exports: [OperatorsService] })
export class OperatorAccountsModule {}
