// SPEC.md 5 lets the invitation request's LinkedIn field take any text (the rule stays). A value
// that does not look like a profile only earns a gentle hint beside the field, never a refusal.

/** A public profile's address (with or without https:// and www.), or a bare handle such as
 *  "robin-vale-42": letters, digits and hyphens, 3 to 100 of them (LinkedIn's own limits). */
const profileAddress = /(^|\/\/|\s|www\.)([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[^\s/]+/i
const handle = /^[a-z0-9-]{3,100}$/i

export function looksLikeLinkedInProfile(value: string): boolean {
  const text = value.trim()
  return profileAddress.test(text) || handle.test(text)
}

export const LINKEDIN_HINT =
  'This does not look like a LinkedIn profile. A link such as linkedin.com/in/your-name helps a Talent Agent find you, but you can send it as it is.'
