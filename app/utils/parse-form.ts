import { parse, type Intent, type Submission } from "@conform-to/react";
import * as z from "zod/mini";

/*
 * parseWithZod, as @conform-to/zod/v4 (1.21) has it, for the browser and the server alike.
 *
 * Why not import it: its coercion imports four functions from the full `zod`, and the full zod comes with
 * them (about 20 KB compressed), into every page with a form, even when the form's schema is written with
 * `zod/mini`. Below is the same code path (parse, the validation coercion and the error format), taken
 * from @conform-to/zod 1.21.1 (MIT licence, © Edmund Hung) with those four functions from `zod/mini`.
 * Schemas of either flavour work: both are built on zod's core, which does the parsing.
 * app/utils/parse-form.test.ts checks that it answers exactly as @conform-to/zod does.
 */

type Schema = z.core.$ZodType;
// The schema internals the coercion reads and rebuilds (zod's core `_zod` of each type).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Internals = any;

const internals = (schema: Schema): Internals => (schema as Internals)._zod;

const stripEmptyString = (value: string) => (value === "" ? undefined : value);

function coerceFile(file: unknown) {
  if (typeof File !== "undefined" && file instanceof File && file.name === "" && file.size === 0) return undefined;
  return file;
}

function coerceString(value: unknown, fn: (text: string) => unknown) {
  return typeof value === "string" ? fn(value) : value;
}

/** Strip: an empty string stops as undefined; else convert, and when that throws keep the string. */
function validationCoercion(convert: (text: string) => unknown) {
  return (value: unknown) =>
    coerceString(value, (text) => {
      const stripped = stripEmptyString(text);
      if (stripped === undefined) return undefined;
      try {
        return convert(stripped);
      } catch {
        return stripped;
      }
    });
}

const coercions = {
  string: (value: unknown) => coerceString(value, stripEmptyString),
  file: coerceFile,
  number: validationCoercion((text) => (text.trim() === "" ? NaN : Number(text))),
  boolean: validationCoercion((text) => {
    if (text === "on") return true;
    throw new Error("Not a boolean");
  }),
  date: validationCoercion((text) => {
    const date = new Date(text);
    if (isNaN(date.getTime())) throw new Error("Invalid date");
    return date;
  }),
  bigint: validationCoercion((text) => {
    if (text.trim() === "") throw new Error("Empty bigint");
    return BigInt(text);
  }),
};

function selectCoercion(type: Schema): ((value: unknown) => unknown) | null {
  const def = internals(type).def;
  switch (def.type) {
    case "string":
    case "enum":
      return coercions.string;
    case "literal": {
      if (!("values" in def)) return coercions.string;
      const literal = [...def.values][0];
      if (typeof literal === "number") return coercions.number;
      if (typeof literal === "boolean") return coercions.boolean;
      if (typeof literal === "bigint") return coercions.bigint;
      return coercions.string;
    }
    case "file":
      return coercions.file;
    case "number":
      return coercions.number;
    case "boolean":
      return coercions.boolean;
    case "date":
      return coercions.date;
    case "bigint":
      return coercions.bigint;
    default:
      return null;
  }
}

function stripEmptyValue(value: unknown) {
  return coerceFile(coerceString(value, stripEmptyString));
}

function pipeWithOptionality(coercion: (value: unknown) => unknown, target: Schema): Schema {
  const schema = z.pipe(z.transform(coercion), target);
  if (internals(target).optin) internals(schema).optin = internals(target).optin;
  if (internals(target).optout) internals(schema).optout = internals(target).optout;
  return schema;
}

function materializesMissingValue(type: Schema): boolean {
  const def = internals(type).def;
  if (["optional", "nonoptional", "default", "prefault", "catch", "nullable", "readonly"].includes(def.type)) {
    return materializesMissingValue(def.innerType);
  }
  if (def.type === "pipe") {
    return materializesMissingValue(internals(def.in).def.type === "transform" ? def.out : def.in);
  }
  return def.type === "array" || def.type === "object";
}

function withOptionalInput(type: Schema): Schema {
  const schema = Object.create(Object.getPrototypeOf(type));
  const { _zod: _ignored, ...descriptors } = Object.getOwnPropertyDescriptors(type);
  Object.defineProperties(schema, descriptors);
  Object.defineProperty(schema, "_zod", { value: Object.create(internals(type), { optin: { value: "optional" } }) });
  return schema;
}

type State = { resolved: Map<Schema, Schema>; resolving: Set<Schema> };

function coerceShape(shape: Record<string, Schema>, state: State) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, type]) => {
      const schema = coerceType(type, state);
      return [key, internals(type).optin !== "optional" && materializesMissingValue(type) ? withOptionalInput(schema) : schema];
    }),
  );
}

/** The schema rebuilt with steps that strip empty values and turn strings into the types it expects. */
function coerceType(type: Schema, state: State): Schema {
  const cached = state.resolved.get(type);
  if (cached) return cached;
  // A recursive schema (getter based) comes back here while it is being rebuilt: defer to parse time.
  if (state.resolving.has(type)) return z.lazy(() => coerceType(type, state));
  state.resolving.add(type);
  let schema = type;
  const zod = internals(type);
  const def = zod.def;
  const Constr = zod.constr;
  const coercion = selectCoercion(type);
  if (coercion) {
    schema = pipeWithOptionality(coercion, type);
  } else if (def.type === "array") {
    schema = pipeWithOptionality(
      (value) => (Array.isArray(value) ? value : value === undefined || stripEmptyValue(value) === undefined ? [] : [value]),
      new Constr({ ...def, element: coerceType(def.element, state) }),
    );
  } else if (def.type === "object") {
    schema = pipeWithOptionality((value) => (value === undefined ? {} : value), new Constr({ ...def, shape: coerceShape(def.shape, state) }));
  } else if (def.type === "optional" || def.type === "nonoptional") {
    schema = pipeWithOptionality(stripEmptyValue, new Constr({ ...def, innerType: coerceType(def.innerType, state) }));
  } else if (def.type === "default" || def.type === "prefault") {
    // Don't strip the empty string that is the default.
    const innerType = def.defaultValue !== "" ? coerceType(def.innerType, state) : def.innerType;
    schema = pipeWithOptionality(stripEmptyValue, new Constr({ ...def, innerType }));
  } else if (def.type === "catch" || def.type === "nullable" || def.type === "readonly") {
    schema = new Constr({ ...def, innerType: coerceType(def.innerType, state) });
  } else if (def.type === "intersection") {
    schema = new Constr({ ...def, left: coerceType(def.left, state), right: coerceType(def.right, state) });
  } else if (def.type === "union" && [...zod.traits][0]?.includes("DiscriminatedUnion")) {
    schema = z.pipe(
      z.transform((value) => (value === undefined ? {} : value)),
      new Constr({
        ...def,
        options: def.options.map((item: Schema) => {
          const itemZod = internals(item);
          // The rebuilt option must keep the discriminator values zod read from the original.
          const keepDiscriminator = (object: Schema) => {
            internals(object).propValues = itemZod.propValues;
            internals(object).disc = itemZod.disc;
            return object;
          };
          if (itemZod.def.type !== "object") return keepDiscriminator(coerceType(item, state));
          return keepDiscriminator(new itemZod.constr({ ...itemZod.def, shape: coerceShape(itemZod.def.shape, state) }));
        }),
      }),
    );
  } else if (def.type === "union") {
    schema = new Constr({ ...def, options: def.options.map((item: Schema) => coerceType(item, state)) });
  } else if (def.type === "tuple") {
    schema = new Constr({ ...def, items: def.items.map((item: Schema) => coerceType(item, state)) });
  } else if (def.type === "pipe") {
    schema = new Constr({ ...def, in: coerceType(def.in, state), out: coerceType(def.out, state) });
  } else if (def.type === "lazy") {
    const inner = def.getter();
    schema = z.lazy(() => coerceType(inner, state));
  }
  state.resolving.delete(type);
  if (type !== schema) state.resolved.set(type, schema);
  return schema;
}

const coerced = new WeakMap<Schema, Schema>();

/** The schema with form-value coercion: empty strings and files become undefined, "3" becomes 3, "on" true. */
export function coerceFormValue<T extends Schema>(type: T): T {
  let result = coerced.get(type);
  if (!result) {
    result = coerceType(type, { resolved: new Map(), resolving: new Set() });
    coerced.set(type, result);
  }
  return result as T;
}

/** Special messages a refinement can give (as @conform-to/zod's conformZodMessage). */
export const conformZodMessage = { VALIDATION_SKIPPED: "__skipped__", VALIDATION_UNDEFINED: "__undefined__" };

function formatPath(segments: PropertyKey[]) {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === "symbol") throw new Error("Symbol paths are not supported.");
    if (segment === "") return `${path}[]`;
    if (typeof segment === "number") return `${path}[${segment}]`;
    return path ? `${path}.${segment}` : segment;
  }, "");
}

function getError(error: z.core.$ZodError): Record<string, string[] | null> | null {
  const result: Record<string, z.core.$ZodIssue[] | null> = {};
  for (const issue of error.issues) {
    const name = formatPath(issue.path);
    if (issue.message === conformZodMessage.VALIDATION_UNDEFINED) return null;
    if (issue.message === conformZodMessage.VALIDATION_SKIPPED) {
      result[name] = null;
      continue;
    }
    const issues = result[name];
    if (issues !== null) result[name] = issues ? issues.concat(issue) : [issue];
  }
  return Object.fromEntries(Object.entries(result).map(([name, issues]) => [name, issues ? issues.map((issue) => issue.message) : null]));
}

/** Parses a form submission with a zod schema (mini or full), as @conform-to/zod/v4's parseWithZod. */
export function parseWithZod<S extends Schema>(
  payload: FormData | URLSearchParams,
  options: { schema: S | ((intent: Intent | null) => S); disableAutoCoercion?: boolean },
): Submission<z.input<S>, string[], z.output<S>> {
  return parse(payload, {
    resolve(value, intent) {
      const base = typeof options.schema === "function" ? options.schema(intent) : options.schema;
      const schema = options.disableAutoCoercion ? base : coerceFormValue(base);
      const result = z.safeParse(schema, value);
      return result.success ? { value: result.data } : { error: getError(result.error) };
    },
  }) as Submission<z.input<S>, string[], z.output<S>>;
}
