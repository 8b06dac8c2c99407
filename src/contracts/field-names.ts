/**
 * A form endpoint's field names as the wire spells them (snake_case) and as the core does
 * (camelCase), where they differ. The server's 422s and the browser's own form checks key their
 * messages by field, so each side renames at its edge with the one table the contract gives.
 */
export type FieldNames = Readonly<Record<string, string>>

const renamed = <V>(names: FieldNames, byField: Readonly<Record<string, V>>): Record<string, V> =>
  Object.fromEntries(Object.entries(byField).map(([field, value]) => [Object.hasOwn(names, field) ? names[field]! : field, value]))

const inverse = (names: FieldNames): FieldNames => Object.fromEntries(Object.entries(names).map(([wire, core]) => [core, wire]))

/** Keyed by the core's names: what a 422's `errors` says, for the browser's forms. */
export const toCoreNames = <V>(names: FieldNames, byWireField: Readonly<Record<string, V>>): Record<string, V> =>
  renamed(names, byWireField)

/** Keyed by the wire's names: what the server's 422 says about the core's fields. */
export const toWireNames = <V>(names: FieldNames, byCoreField: Readonly<Record<string, V>>): Record<string, V> =>
  renamed(inverse(names), byCoreField)
