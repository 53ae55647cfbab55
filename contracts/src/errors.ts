import type { Static } from '@sinclair/typebox';
import * as Type from './type';
import { ERROR_CODE_LIST } from './error-codes';

export * from './error-codes';
export * from './error-body';

/** The one error shape on the wire. */
export const ErrorBody = Type.Object({
  message: Type.String({ description: 'A sentence a person can act on' }),
  code: Type.Optional(
    Type.StringEnum(ERROR_CODE_LIST, {
      description: 'A stable machine-readable code (ERROR_CODES of @portfolio/contracts)',
    }),
  ),
  details: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String({ description: 'Dotted path of the offending field, "" for the body' }),
        message: Type.String(),
      }),
    ),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;
