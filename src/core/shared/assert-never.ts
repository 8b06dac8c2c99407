/** The default of an exhaustive switch: a new variant left unhandled fails to compile here. */
export function assertNever(x: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`)
}
