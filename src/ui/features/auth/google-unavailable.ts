/** The toast of both Google buttons: the option is shown but not offered yet. */
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Google sign-in is not available yet.'
