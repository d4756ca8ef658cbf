// Shows the item named in the query (kind, series, title) on the player's title card, as text.
const query = new URLSearchParams(location.search)
const kinds = { video: 'Video', podcast: 'Podcast', audiobook: 'Audiobook' }
const title = query.get('title')
if (title) {
  document.getElementById('title').textContent = title
  document.title = `${title} | Nova Club player`
}
const kind = query.get('kind')
if (Object.hasOwn(kinds, kind)) document.getElementById('kind').textContent = kinds[kind]
document.getElementById('series').textContent = query.get('series') ?? ''
