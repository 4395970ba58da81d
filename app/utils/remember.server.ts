/**
 * One value per process, made on first use and kept on globalThis: a development rebuild re-runs the modules,
 * and without this would open a second database, event bus or counter map beside the first.
 */
export function remember<Value>(name: string, create: () => Value): Value {
  const store = globalThis as typeof globalThis & { __remembered?: Map<string, unknown> };
  const values = (store.__remembered ??= new Map());
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as Value;
}
