/** A reason not to start that its message explains: shown without a stack trace. */
export class StartError extends Error {}
