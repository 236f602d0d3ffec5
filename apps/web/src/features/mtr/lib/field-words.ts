import { z } from 'zod';

/**
 * A form's schema whose rules are all the shared schema's (packages/shared, the one the API validates with), and
 * whose messages are the screen's words for each field: `wordOf` answers a translation key for an issue, or
 * nothing to keep the schema's own message. `read` turns the form's values into the schema's input first (a form
 * may hold its fields flatter than the API's body).
 */
export function withFieldWords<TValues, TSchema extends z.ZodType>(
  schema: TSchema,
  wordOf: (issue: z.core.$ZodIssue) => string | undefined,
  read: (values: TValues) => z.input<TSchema> = (values) => values as z.input<TSchema>,
) {
  return z.custom<TValues>().transform((values, ctx): z.output<TSchema> => {
    const parsed = schema.safeParse(read(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: wordOf(issue) ?? issue.message, input: values });
    return z.NEVER;
  });
}
