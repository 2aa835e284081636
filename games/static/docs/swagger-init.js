"use strict";
// /api/docs: Swagger UI started from a file, not an inline script, so the page's
// Content-Security-Policy can refuse every inline script (apikit/csp.py).  The schema's URL and
// the UI settings come from the page (a data attribute and a JSON data block).
const root = document.getElementById("swagger-ui");
window.ui = SwaggerUIBundle({
  url: root.dataset.schemaUrl,
  dom_id: "#swagger-ui",
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  ...JSON.parse(document.getElementById("swagger-settings").textContent),
});
