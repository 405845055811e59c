export const SIGN_IN_TEMPLATE = `<h1>Sign in</h1>
{{#if oidc}}
<section class="card sign-in" aria-labelledby="sign-in-sso">
  <h2 id="sign-in-sso">Single sign-on</h2>
  <p><a href="/admin/oidc/login">Sign in with your organisation</a></p>
</section>
<section class="card sign-in" aria-labelledby="sign-in-token">
  <h2 id="sign-in-token">Token</h2>
{{/if}}
<p>Enter your personal operator token, or the bootstrap admin token. The console keeps a signed session in a cookie; the token itself is never stored in the browser.</p>
<form method="post" action="/admin/sign-in" class="{{#unless oidc}}card {{/unless}}sign-in">
  <label for="token">Operator token</label>
  <input id="token" name="token" type="password" autocomplete="current-password" required{{#unless oidc}} autofocus{{/unless}}>
  <button type="submit">Sign in</button>
</form>
{{#if oidc}}
</section>
{{/if}}
`;
