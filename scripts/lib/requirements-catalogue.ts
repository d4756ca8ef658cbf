// The requirements of SPEC.md, one per section, in our own words. The id is the section's
// number, the one code, tests and docs cite ("SPEC.md 2.3"); `npm run requirements` turns this
// catalogue into docs/requirements.md with, for each id, the machines, views and tests that cite
// it, and `npm run requirements -- --check` fails on a citation of a section not listed here.
// Copy that SPEC.md fixes word for word (messages, labels) is quoted; the rest is paraphrased.

export interface Requirement {
  /** SPEC.md's section number, as cited: '2.3', '8'. */
  id: string
  /** The section's subject, in a few words. */
  title: string
  /** What the product must do, in one line of our own. */
  statement: string
}

export interface TopSection {
  /** SPEC.md's top-level section number: '2'. */
  id: string
  title: string
}

/** SPEC.md's top-level sections, in order: the document has a table per section. */
export const topSections: readonly TopSection[] = [
  { id: '1', title: 'The product and its users' },
  { id: '2', title: 'Screens and routes' },
  { id: '3', title: 'Entities and their fields' },
  { id: '4', title: 'States and transitions' },
  { id: '5', title: 'Validation rules' },
  { id: '6', title: 'Roles and permissions' },
  { id: '7', title: 'The calls the site makes' },
  { id: '8', title: 'The error catalogue' },
  { id: '9', title: 'Business constants and limits' },
]

export const requirements: readonly Requirement[] = [
  {
    id: '1',
    title: 'What the product is',
    statement:
      'Present the invitation-only club (free to join, a Talent Agent per member, Nova Points, membership levels, the Think Tank library, the application steps) to visitors, prospective members, members, subscribers and invited candidates.',
  },
  {
    id: '2.1',
    title: 'Route table',
    statement:
      "Serve every listed route with its content (/ and /home the same landing, /interview/{hash} with the overlay, the content and membership pages, /nda), any other path the 404 page 'OOPS! PAGE NOT FOUND', the router's fallback 'Unexpected Application Error!', and scroll to the top on every route change.",
  },
  {
    id: '2.2',
    title: 'Navigation and landing',
    statement:
      "The navbars and mobile menu, 'Enter to the Future' for visitors and an initials chip with 'Got to the Platform' and 'Log Out' for members; the home page's sections (hero, purpose cards, sliders, Think Tank teaser, partner logos for members only) and the footer with its 'Subscribe to Us!' box.",
  },
  {
    id: '2.3',
    title: 'Login and invitation modal, NDA, reach-out',
    statement:
      "The three-step modal (sign in; request an invitation by LinkedIn profile or e-mail; 'Great, I will wait for it'), opened at step 1 or 2, fading out over 300 ms with the page locked; the NDA page whose Continue needs 'Accept Terms and Conditions.'; the reach-out and no-token pages; the request page's sidebar, open by default.",
  },
  {
    id: '2.4',
    title: 'Articles',
    statement:
      'An article page has its breadcrumb, hero, optional audio player, read time, body, author, share links carrying the page address, a Copy link action without failure handling, and three other articles.',
  },
  {
    id: '2.5',
    title: 'Audiobooks',
    statement:
      'Four season pages with their episode players, tabs linking to the other seasons (the current one not a link) and the Think Tank > Audiobook breadcrumb.',
  },
  {
    id: '2.6',
    title: 'Memberships',
    statement:
      "The Redeem page (three reward types, buttons without handlers but 'I want to be a Member') and the How to Earn page (three blocks of ways to earn Nova Points, its breadcrumb and buttons).",
  },
  {
    id: '2.7',
    title: 'Sliders',
    statement:
      'The approach slider (five tabs, starting at 1, arrows that wrap) and the talent agents slider (four agents chosen by click, starting at 1).',
  },
  {
    id: '2.8',
    title: 'Interview overlay',
    statement:
      'While an interview link is stored, the overlay shows on every route but /, /nda, /no-token and /reach-out-a-talent-agent, with steps 0 to 3, the video, calendar and access code modals, the small-screen notice whose Accept forgets the link and goes to /home, and the interview in a frame allowed camera, microphone and autoplay.',
  },
  {
    id: '3',
    title: 'Entities and fields',
    statement:
      "The fields of the USER_DATA cookie, of each call's request and answer, of the campaign and of the content items, and the storage keys interviewUrl, validCode and the saved purchase-order date.",
  },
  {
    id: '4',
    title: 'States and transitions',
    statement:
      "The flows behave as stated: the login modal's steps and 3 s messages, the subscribe box, the session's login and logout clearing, the interview step machine, the reach-out form, what happens on each route change, and the membership dialog.",
  },
  {
    id: '5',
    title: 'Validation rules',
    statement:
      'What each form accepts and when it may be sent: the e-mail format, subscribe (a valid address, status 200), the invitation request (e-mail checked only when preferred), no client check on login, reach-out (all fields, 500 characters), the NDA box, a non-empty access code accepted only by a successful token fetch.',
  },
  {
    id: '6',
    title: 'Roles and permissions',
    statement:
      'Visitors get the login and invitation modal; members get the chip, the platform link, log out and the partner logos; candidates are gated by an access code.',
  },
  {
    id: '7',
    title: 'The calls',
    statement:
      'The site makes exactly the listed calls (sign-in, refresh, onboarding, code validation and token fetch, subscription, registration, reach-out, invitation request, campaign fetch) with their bodies and answers, and sends the XSRF header to its own origin.',
  },
  {
    id: '8',
    title: 'Error catalogue',
    statement:
      "Each failure shows its fixed message ('There was an error trying to validate user credentials', 'An error occurred. Please try again later.', 'Code provided is invalid', …), the timed ones clearing after 3 s, and a campaign answered 404 leads to /not-found.",
  },
  {
    id: '9',
    title: 'Business constants and limits',
    statement:
      "The numbers: the token refresh 3 hours after the last sign-in or refresh (at least 1 ms), message clearing after 3000 ms, fades of 300 ms (interview modals 100 ms in), 500 characters and a 2000 ms redirect for reach-out, the calendar frame's size, the scroll-lock padding from 767 px, and the counts of slides, episodes, articles and logos.",
  },
]
