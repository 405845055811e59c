import { applyDecorators, Header } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { PRINTABLE_CSP } from './print-styles';

/** A printable HTML page: strict CSP (one hashed inline style, nothing else), never framed, never cached. */
export function PrintableHtml(description: string): MethodDecorator {
  return applyDecorators(
    Header('Content-Type', 'text/html; charset=utf-8'),
    Header('Content-Security-Policy', PRINTABLE_CSP),
    Header('X-Frame-Options', 'DENY'),
    Header('Referrer-Policy', 'no-referrer'),
    Header('Cache-Control', 'no-store'),
    // `content` rather than @ApiProduces: the error answers of the route stay application/json.
    ApiOkResponse({ description, content: { 'text/html': { schema: { type: 'string' } } } }),
  );
}
