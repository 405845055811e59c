export const REDOC_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Program Workflow Service — API reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
</head>
<body>
  <redoc spec-url="/openapi.json"></redoc>
  <script src="/redoc/assets/redoc.standalone.js"></script>
</body>
</html>
`;
