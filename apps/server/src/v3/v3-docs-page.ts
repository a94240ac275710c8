/**
 * The Swagger UI page of /v3/docs. Its scripts are the ones /api/docs serves (no inline script, so
 * the pages' Content Security Policy holds); the initializer points it at /v3/docs/json.
 */
export function docsPage(productName: string): string {
  const title = `${productName} API v3`.replace(/[<>&"]/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/static/index.css">
</head>
<body>
<main><h1 class="visually-hidden">${title}</h1><div id="swagger-ui"></div></main>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="/v3/docs/initializer.js"></script>
</body>
</html>
`;
}

export function docsInitializer(): string {
  return `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/v3/docs/json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;
}
