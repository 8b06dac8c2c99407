const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** A Retry-After wait in words, for a 429's message: "45 seconds", "15 minutes". */
export const waitText = (seconds: number): string => (seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute'))
