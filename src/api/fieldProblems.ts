// Zod's issues as field messages, the one way for every form and for the HTTP client: zod 4's
// z.flattenError, as the server answers a 400 (server/http/validation.ts).
import * as z from 'zod/mini'

type FieldOf<S extends z.ZodMiniType> = Extract<keyof z.input<S>, string>

/** Every message per field (`_` holds those of the value as a whole), in the shape of the
 *  server's 400 `fields`. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string[]> {
  const { formErrors, fieldErrors } = z.flattenError(error)
  const fields: Record<string, string[]> = { ...(fieldErrors as Record<string, string[]>) }
  if (formErrors.length > 0) fields._ = formErrors
  return fields
}

/** Why each field of `values` cannot be sent as it is: the first message of `schema` per field,
 *  none for a field that is fine. */
export function fieldProblems<S extends z.ZodMiniType>(
  schema: S,
  values: z.input<S>,
): Partial<Record<FieldOf<S>, string>> {
  const checked = schema.safeParse(values)
  if (checked.success) return {}
  const problems: Partial<Record<FieldOf<S>, string>> = {}
  for (const [field, messages] of Object.entries(z.flattenError(checked.error).fieldErrors)) {
    const first = (messages as string[] | undefined)?.[0]
    if (first !== undefined) problems[field as FieldOf<S>] = first
  }
  return problems
}
