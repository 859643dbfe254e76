// Defaults for shared interface widgets (spec section 9).
export const ratingMax = 5;
export const progressBarMax = 100;

export const datepickerDefaults = {
  /** A date-fns pattern, as are the display formats. */
  popupFormat: 'yyyy-MM-dd',
  buttons: { today: 'Today', clear: 'Clear', done: 'Done' },
  /** Years shown at once when picking a year. */
  yearRange: 20,
} as const;

/** The first modal's layers; modals opened over it stack above these. */
export const modalZIndex = { backdrop: 1040, window: 1050 } as const;
