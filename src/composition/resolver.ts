/** What the UI needs of the container: a lookup by token. Keeps Inversify out of src/ui. */
export interface Resolver {
  readonly get: <T>(token: symbol) => T
}
