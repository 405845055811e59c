import type { NextFunction, Request, Response } from 'express';
import { urlencoded } from 'express';

export const FORM_BODY_LIMIT = '64kb';

/**
 * The console's form posts only: `application/x-www-form-urlencoded`, flat (no nested keys), 64 KiB.
 * Other content types pass untouched and the handler answers 400.
 */
export const formBodyMiddleware = urlencoded({
  extended: false,
  limit: FORM_BODY_LIMIT,
  parameterLimit: 50,
  type: 'application/x-www-form-urlencoded',
}) as (request: Request, response: Response, next: NextFunction) => void;
