export const SIGN_IN_TEMPLATE = `<h1>Sign in</h1>
<p>Enter the operator (admin) token. The console keeps a signed session in a cookie; the token itself is never stored in the browser.</p>
<form method="post" action="/admin/sign-in" class="card sign-in">
  <label for="token">Admin token</label>
  <input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
  <button type="submit">Sign in</button>
</form>
`;
