/**
 * The answer to a successful callback. Not a redirect: the callback is reached by a redirect chain that started at
 * the provider (another site), and browsers treat every later hop of that chain as cross-site, so a 303 to /admin
 * would arrive without the SameSite=Strict session cookie just set and show the sign-in page again. A refresh
 * from this page is a navigation started by the console itself, which carries the cookie.
 */
export const SIGNED_IN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<meta http-equiv="refresh" content="0;url=/admin">
<title>Signed in · Operator console</title>
<link rel="stylesheet" href="/admin/assets/console.css">
</head>
<body>
<main id="main">
<h1>Signed in</h1>
<p><a href="/admin">Continue to the console</a></p>
</main>
</body>
</html>
`;
