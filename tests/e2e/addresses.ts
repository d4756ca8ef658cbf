/** Unique addresses: the e2e server keeps its data for the whole run. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
