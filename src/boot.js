// Inlined into every prerendered page (scripts/prerender.ts explains why and when it starts the
// app; server/http/security.ts allows it by its hash).
;(function () {
  var tag = document.currentScript
  var entry = tag.getAttribute('data-entry')
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean)
  var started = false
  function start() {
    if (started) return
    started = true
    import(entry)
    preloadSome()
  }
  // Starting a request costs the main thread a few milliseconds on a slow phone: a few per
  // task, so that input is never blocked for long.
  function preloadSome() {
    modules.splice(0, 4).forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    if (modules.length) setTimeout(preloadSome, 0)
  }
  function afterFirstPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
    if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0)
      return start()
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(start, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(start, 3000)
  }
  if (document.readyState === 'complete') afterFirstPaint()
  else window.addEventListener('load', afterFirstPaint, { once: true })
})()
