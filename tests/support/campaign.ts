import type { Campaign } from '../../src/api/schemas'

/** A campaign as the API answers it, for tests that need one without a server. */
export const demoCampaign: Campaign = {
  positionName: 'Senior Platform Engineer',
  keyResponsibilities: '<p>Run the payments platform.</p>',
  mustHaveTechnologies: '<ul><li>TypeScript</li></ul>',
  niceToHaveTechnologies: '<ul><li>Kafka</li></ul>',
  interviewLink: 'https://interview.example.com/s/1',
  calendarLink: 'https://calendar.example.com/r/1',
}
