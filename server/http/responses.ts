// Error answers (always the contract's apiError shape) and validation of bodies and queries
// with the shared zod schemas.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod/mini'
import type { ApiError } from '../../src/api/schemas.ts'

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fields?: ApiError['fields'],
) {
  const body: ApiError = fields ? { error, fields } : { error }
  return c.json(body, status)
}

/** `value` checked against `schema`, or the 400 answer that lists what is wrong per field. */
export function validate<Schema extends z.ZodMiniType>(
  c: Context,
  schema: Schema,
  value: unknown,
): z.infer<Schema> | Response {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const { formErrors, fieldErrors } = z.flattenError(result.error)
  const fields = fieldErrors as Record<string, string[]>
  const message = formErrors.length
    ? 'The request must be a JSON object with the expected fields.'
    : 'Some fields are not valid.'
  return errorResponse(c, 400, message, Object.keys(fields).length ? fields : undefined)
}

/** The JSON body checked against `schema`; malformed JSON is a 400 like any other bad input. */
export async function validBody<Schema extends z.ZodMiniType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema> | Response> {
  let json: unknown
  try {
    json = JSON.parse(await c.req.text())
  } catch {
    return errorResponse(c, 400, 'The request body is not valid JSON.')
  }
  return validate(c, schema, json)
}
