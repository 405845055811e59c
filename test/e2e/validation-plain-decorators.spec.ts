import { Server } from 'node:http';
import { Body, Controller, INestApplication, Post } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { IsEmail } from 'class-validator';
import pino from 'pino';
import request from 'supertest';
import { HttpErrorFilter } from '../../src/common/errors/http-error.filter';
import { APP_LOGGER } from '../../src/common/logging/logging.module';
import { Field } from '../../src/common/validation/field.decorator';
import { PydanticValidationPipe } from '../../src/common/validation/validation.pipe';

/** Test-only: a DTO that mixes the project's @Field with a plain class-validator decorator. */
class NewsletterSignup {
  @Field({ kind: 'string', required: true, minLength: 2 })
  name!: string;

  @IsEmail({}, { message: 'email must be an email' })
  email!: string;
}

@Controller('test-only')
class NewsletterController {
  @Post('signup')
  signup(@Body() body: NewsletterSignup): { name: string; email: string } {
    return { name: body.name, email: body.email };
  }
}

describe('Plain class-validator decorators (through the global pipe and error filter)', () => {
  let app: INestApplication<Server>;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [NewsletterController],
      providers: [
        { provide: APP_LOGGER, useValue: pino({ level: 'silent' }) },
        { provide: APP_PIPE, useClass: PydanticValidationPipe },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer 422 in the FastAPI shape when a plain decorator fails', async () => {
    const response = await request(app.getHttpServer())
      .post('/test-only/signup')
      .send({ name: 'Jane', email: 'not-an-address' })
      .expect(422);
    expect(response.body).toEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['body', 'email'],
          msg: 'Value error, email must be an email',
          input: 'not-an-address',
          ctx: { error: 'email must be an email' },
        },
      ],
    });
  });

  it('should report @Field and plain-decorator failures in one 422 when both fail', async () => {
    const response = await request(app.getHttpServer())
      .post('/test-only/signup')
      .send({ name: 'J', email: 'nope' })
      .expect(422);
    expect((response.body as { detail: { type: string }[] }).detail.map((item) => item.type)).toEqual([
      'string_too_short',
      'value_error',
    ]);
  });

  it('should pass the value through when the plain decorator is satisfied', async () => {
    const response = await request(app.getHttpServer())
      .post('/test-only/signup')
      .send({ name: 'Jane', email: 'jane@example.com' })
      .expect(201);
    expect(response.body).toEqual({ name: 'Jane', email: 'jane@example.com' });
  });
});
