/** Page frame shared by every console page; `content` is the already-rendered (escaped) page body. */
export const LAYOUT_TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>{{title}} · Operator console</title>
<link rel="stylesheet" href="/admin/assets/console.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="top-bar">
  <a class="brand" href="/admin">Operator console</a>
  {{#if signedIn}}
  <nav aria-label="Console">
    <ul>
      <li><a href="/admin">Registrations</a></li>
      <li><a href="/admin/dashboard">Dashboard</a></li>
      <li><a href="/admin/approvals">Waiting for approval</a></li>
      <li><a href="/admin/endpoints">Endpoints</a></li>
      <li><a href="/admin/partners">Partners</a></li>
      <li><a href="/admin/operators">Operators</a></li>
      <li><a href="/admin/export.csv">CSV export</a></li>
    </ul>
  </nav>
  <form method="get" action="/admin/search" role="search" class="top-search">
    <label for="top-search-query" class="visually-hidden">Search programs by reference, e-mail, name, company or legal entity</label>
    <input id="top-search-query" name="q" type="search" value="{{searchQuery}}" maxlength="100">
    <button type="submit">Search</button>
  </form>
  {{#if signOutToken}}
  <form method="post" action="/admin/sign-out" class="sign-out">
    <input type="hidden" name="csrf_token" value="{{signOutToken}}">
    <button type="submit">Sign out</button>
  </form>
  {{/if}}
  {{/if}}
</header>
<main id="main" tabindex="-1">
{{#if flash}}<p class="notice notice-{{flash.kind}}" role="{{#if flash.alert}}alert{{else}}status{{/if}}">{{flash.text}}</p>{{/if}}
{{{content}}}
</main>
<footer class="page-footer">Program Workflow Service · operator console · generated {{generatedAt}}</footer>
</body>
</html>
`;
