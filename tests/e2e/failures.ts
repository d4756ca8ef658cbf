// What the form flows' end-to-end tests share: SPEC.md's messages, and the two ways a call fails
// (the server answering 500, or going away).
import type { Route } from '@playwright/test'

export const FAILED = 'An error occurred. Please try again later.'
export const SUBSCRIBED = 'One of our Talent Agents will be in touch with you soon! Cheers!'

export type Failure = '500' | 'gone'
/** The server answering 500, or going away (the connection is refused). */
export const fail = (failure: Failure) => (route: Route) =>
  failure === 'gone'
    ? route.abort('connectionrefused')
    : route.fulfill({ status: 500, json: { error: 'Something broke.' } })
export const failures: Failure[] = ['500', 'gone']
export const failureConsoleErrors = [/status of 500|ERR_CONNECTION_REFUSED|ERR_FAILED/]
