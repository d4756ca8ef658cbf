// What logging in and out clears from the browser's storage (SPEC.md 3, 4). Storage can be
// unavailable (blocked by the browser's settings): then there is nothing to clear.

/** Where the platform saves the purchase-order date (local storage). */
export const PURCHASE_ORDER_DATE_KEY = 'purchaseOrderDate'

export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear()
  } catch {
    // storage is blocked: nothing was stored
  }
}

export function forgetPurchaseOrderDate(): void {
  try {
    window.localStorage.removeItem(PURCHASE_ORDER_DATE_KEY)
  } catch {
    // storage is blocked: nothing was stored
  }
}
