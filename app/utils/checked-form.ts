import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";
import { useLocalisedChecks } from "~/utils/form-checks";

type Options<S extends $ZodType<unknown, Record<string, unknown>>> = Omit<
  Parameters<typeof useForm<input<S>, output<S>>>[0],
  "onValidate"
>;

/**
 * A form checked in the browser against the schema its action gives the form door, its messages in the page's
 * language: checked first on blur, then again on every input (unless `shouldValidate`, `shouldRevalidate` say otherwise).
 */
export function useCheckedForm<S extends $ZodType<unknown, Record<string, unknown>>>(schema: S, options: Options<S>) {
  const checked = useLocalisedChecks();
  return useForm<input<S>, output<S>>({
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
    onValidate: ({ formData }) => checked(parseWithZod(formData, { schema })),
  });
}
