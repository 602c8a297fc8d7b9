/** What went wrong, in one line for a log or a status field: an error's message, or the thrown value. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
