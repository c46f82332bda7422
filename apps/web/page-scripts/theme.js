// The saved theme is applied before the first paint, so a light-theme member never sees a dark flash
// (settings are stored per site and member; the last chosen theme is kept separately). Written into
// index.html by scripts/page-scripts.ts: a file here would be one more request that holds up the page.
try {
  var theme = localStorage.getItem('baro.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {}
