import type { StoredSession } from './storedSession'

/** The initials of the chip: first letters of the first and last name. */
export function initialsOf(userLogin: StoredSession['user_login']): string {
  return [userLogin.first_name, userLogin.last_name]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .join('')
}
