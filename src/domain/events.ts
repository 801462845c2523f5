/** An event export in a calendar file lasts two hours. */
export const EVENT_DURATION_HOURS = 2;
