export const APPROVALS_TEMPLATE = `<h1>Waiting for approval</h1>
<p>Status moves under the four-eyes rule wait here until an approver or owner other than the one who asked confirms or rejects them.</p>
{{#if rows.length}}
<ul class="approvals">
  {{#each rows}}
  <li class="card">
    <h2 id="approval-{{id}}-heading"><a href="{{href}}">{{reference}}</a>: {{from}} → {{to}}</h2>
    <dl class="facts">
      <dt>Requested by</dt><dd>{{requestedBy}}</dd>
      <dt>Requested at</dt><dd><time datetime="{{requestedAt}}">{{requestedAt}}</time></dd>
      <dt>Note</dt><dd class="note">{{or note "—"}}</dd>
    </dl>
    {{#if mayDecide}}
    <form method="post" action="{{confirmAction}}" class="approval-confirm" aria-label="Confirm request {{id}} ({{reference}})">
      <input type="hidden" name="csrf_token" value="{{../csrfToken}}">
      <button type="submit">Confirm {{reference}} → {{to}}</button>
    </form>
    <form method="post" action="{{rejectAction}}" class="approval-reject" aria-label="Reject request {{id}} ({{reference}})">
      <input type="hidden" name="csrf_token" value="{{../csrfToken}}">
      <div class="field">
        <label for="reject-reason-{{id}}">Reason for rejecting</label>
        <textarea id="reject-reason-{{id}}" name="reason" maxlength="2000" rows="2" required></textarea>
      </div>
      <button type="submit">Reject {{reference}} → {{to}}</button>
    </form>
    {{else}}
    <p class="muted">{{#if ../approver}}You asked for this move: another approver or owner decides.{{else}}An approver or owner other than the requester decides.{{/if}}</p>
    {{/if}}
  </li>
  {{/each}}
</ul>
{{else}}<p>No request is waiting.</p>{{/if}}
`;
