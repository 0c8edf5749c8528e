/*
 * Betframe reference platform: a stand-in for a third-party analytics counter. Real counters
 * cannot load offline, so variants configure this one (otherConfig.analytics_counters); it does
 * what a counter does on load — reports one hit for the page — to the platform, where tests can
 * see whether (and when) it loaded. Its counter id comes from the script tag's data-counter-id.
 */
(function () {
  var script = document.currentScript;
  var counter = script && script.getAttribute('data-counter-id');
  if (!counter) return;
  void fetch('/seo-standin/counter/hit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ counter: counter, page: location.pathname }),
    keepalive: true,
  });
})();
