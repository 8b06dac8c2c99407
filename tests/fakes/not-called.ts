/** A port method that must not run in this test: calling it fails the test loudly. */
export const notCalled = (name: string) => (): never => {
  throw new Error(`${name} must not be called here`)
}
