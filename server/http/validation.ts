// Bodies and queries checked with the shared zod schemas (src/api/schemas.ts) by Hono's
// zValidator, with the API's error answer: a 400 `{ error, fields? }` that lists what is wrong
// per field. The handler then reads the checked value with `c.req.valid('json' | 'form' | …)`.
// Malformed JSON is Hono's HTTPException, answered by the app's onError (app.ts).
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import { errorResponse } from './responses.ts'

type Target = 'json' | 'form' | 'query' | 'param'

/** The 400 for a value its schema refused; nothing for one it took. */
function answerInvalid(result: { success: boolean; error?: z.core.$ZodError }, c: Context) {
  if (result.success || !result.error) return undefined
  const { formErrors, fieldErrors } = z.flattenError(result.error)
  const fields = fieldErrors as Record<string, string[]>
  const message = formErrors.length
    ? 'The request must be a JSON object with the expected fields.'
    : 'Some fields are not valid.'
  return errorResponse(c, 400, message, Object.keys(fields).length ? fields : undefined)
}

/** zValidator with the API's answer. It checks synchronously: the schemas have no async
 *  refinements, and its default (`safeParseAsync`) costs a promise per request for nothing.
 *  (zod/mini's result is typed with zod/mini's error class, zValidator's with classic zod's:
 *  the same object at run time.) */
const validated = <Schema extends z.ZodMiniType, T extends Target>(target: T, schema: Schema) =>
  zValidator(target, schema, answerInvalid, {
    validationFunction: (checked, value) => checked.safeParse(value) as never,
  })

/** The JSON body, checked against `schema`. */
export const jsonBody = <Schema extends z.ZodMiniType>(schema: Schema) => validated('json', schema)

/** A form body (form-encoded or multipart; any other type reads as no field), checked against
 *  `schema`. */
export const formBody = <Schema extends z.ZodMiniType>(schema: Schema) => validated('form', schema)

/** The query string (one value per key), checked against `schema`. */
export const validQuery = <Schema extends z.ZodMiniType>(schema: Schema) =>
  validated('query', schema)

/** The path's params (`:id`, …), checked against `schema`. */
export const validParams = <Schema extends z.ZodMiniType>(schema: Schema) =>
  validated('param', schema)

/** What Hono's validator says of a body that is not JSON, and what the API has always said. */
export const malformedJson = {
  hono: 'Malformed JSON in request body',
  answer: 'The request body is not valid JSON.',
}
