// Starts the app of a prerendered page once the page itself has loaded (the window's load
// event: its stylesheet, fonts and images). The page paints and its largest image arrives
// without scripts competing for the connection; text typed before hydration is kept
// (src/ui/forms/useTextTypedEarly.ts). The prerenderer (scripts/prerender.ts) names the
// entry and the page's other modules in this tag's data attributes.
;(function () {
  var tag = document.currentScript
  var entry = tag.getAttribute('data-entry')
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean)
  function start() {
    // Fetched in parallel with the entry instead of after it, as modulepreload links would.
    modules.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    import(entry)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
})()
