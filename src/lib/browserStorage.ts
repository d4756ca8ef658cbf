// What logging in and out clears from the browser's storage (SPEC.md 3, 4). Storage can be
// unavailable (blocked by the browser's settings): then there is nothing to clear.

/** Where the platform saves the purchase-order date (local storage). */
export const PURCHASE_ORDER_DATE_KEY = 'purchaseOrderDate'

const sessionStorageClearedListeners = new Set<() => void>()

/** Calls `listener` after each clearSessionStorage() of this page, for state kept in memory
 *  beside the storage (the interview link); the browser's `storage` event reaches only other
 *  tabs. Returns the unsubscribe. */
export function onSessionStorageCleared(listener: () => void): () => void {
  sessionStorageClearedListeners.add(listener)
  return () => {
    sessionStorageClearedListeners.delete(listener)
  }
}

export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear()
  } catch {
    // storage is blocked: nothing was stored
  }
  sessionStorageClearedListeners.forEach((listener) => listener())
}

export function forgetPurchaseOrderDate(): void {
  try {
    window.localStorage.removeItem(PURCHASE_ORDER_DATE_KEY)
  } catch {
    // storage is blocked: nothing was stored
  }
}
