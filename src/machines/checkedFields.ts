// The fields of a form whose reason shows (the reach-out and invitation request forms, whose
// button stays disabled until the form can be sent). Apart from shared.ts, which the forms'
// views load with the page: only the machines, which arrive later, need this.

/** `checked` with `field` in it, once: the person left the field (or pressed Enter in it)
 *  while it could not be sent. */
export const withChecked = <F extends string>(checked: F[], field: F): F[] =>
  checked.includes(field) ? checked : [...checked, field]
