import type { OperatorList } from '../../operators/accounts/dto/operator.dto';
import type { OperatorTokenIssued } from '../../operators/accounts/dto/operator-token.dto';
import { OPERATOR_ROLES, OperatorRole } from '../../operators/accounts/operator-role';
import type { SignedInFrame } from '../console-form-check';
import { Flash, renderPage } from '../views/console-renderer';
import type { OperatorPageData } from './operator-directory.service';
import { operatorHref } from './operator-forms';

/** A form as it was sent back: the values typed (kept on an error) and the message per field. */
export interface KeptForm {
  values: Record<string, string>;
  errors: Record<string, string>;
}

const EMPTY: KeptForm = { values: {}, errors: {} };

export function operatorsPage(
  frame: SignedInFrame,
  viewer: { role: OperatorRole; operatorId: number | null },
  options: { list?: OperatorList; csrfToken: string; form?: KeptForm; flash?: Flash; paged?: boolean },
): string {
  const form = options.form ?? EMPTY;
  const operators = options.list?.operators ?? [];
  const next = options.list?.next_cursor ?? null;
  return renderPage(
    'operators',
    { ...frame, title: 'Operators', flash: options.flash },
    {
      owner: options.list !== undefined,
      role: viewer.role,
      ownHref: viewer.operatorId === null ? undefined : operatorHref(viewer.operatorId),
      csrfToken: options.csrfToken,
      single: operators.length === 1,
      pager: next !== null || options.paged === true,
      firstHref: options.paged === true ? '/admin/operators' : undefined,
      nextHref: next === null ? undefined : `/admin/operators?cursor=${encodeURIComponent(next)}`,
      rows: operators.map((operator) => ({
        ...operator,
        href: operatorHref(operator.id),
        state: operator.active ? 'active' : 'deactivated',
        stateClass: operator.active ? 'active' : 'disabled',
      })),
      form: {
        email: form.values.email ?? '',
        display_name: form.values.display_name ?? '',
        errors: form.errors,
        roleOptions: roleOptions(form.values.role ?? 'viewer'),
      },
    },
  );
}

export interface OperatorPageOptions {
  csrfToken: string;
  flash?: Flash;
  roleForm?: { error: string };
  tokenForm?: KeptForm;
}

export function operatorPage(frame: SignedInFrame, data: OperatorPageData, options: OperatorPageOptions): string {
  const tokenForm = options.tokenForm ?? EMPTY;
  const active = data.account?.active ?? true;
  return renderPage(
    'operator',
    { ...frame, title: data.displayName, flash: options.flash },
    {
      displayName: data.displayName,
      role: data.role,
      account: data.account,
      state: active ? 'active' : 'deactivated',
      stateClass: active ? 'active' : 'disabled',
      stateDetail: active
        ? 'active: signs in with a personal token or single sign-on'
        : 'deactivated: no session or token of theirs works',
      manage: data.manage,
      own: data.own,
      mayIssue: active,
      csrfToken: options.csrfToken,
      actions: {
        role: `/admin/operators/${data.id}/role`,
        deactivate: `/admin/operators/${data.id}/deactivate`,
        reactivate: `/admin/operators/${data.id}/reactivate`,
        tokens: `/admin/operators/${data.id}/tokens`,
      },
      roleForm: { options: roleOptions(data.role), error: options.roleForm?.error },
      tokens: data.tokens.map((token) => ({
        ...token,
        active: token.state === 'active',
        revokeAction: `/admin/operators/${data.id}/tokens/${token.id}/revoke`,
      })),
      tokenForm: {
        name: tokenForm.values.name ?? '',
        expires_at: tokenForm.values.expires_at ?? '',
        errors: tokenForm.errors,
      },
    },
  );
}

/** The answer of the token form: the token, this once. */
export function operatorTokenPage(
  frame: SignedInFrame,
  operator: { id: number; displayName: string },
  issued: OperatorTokenIssued,
): string {
  return renderPage(
    'operatorToken',
    { ...frame, title: `New personal token for ${operator.displayName}` },
    {
      displayName: operator.displayName,
      token: issued.token,
      name: issued.name,
      tokenPrefix: issued.token_prefix,
      expiresAt: issued.expires_at,
      backHref: operatorHref(operator.id),
    },
  );
}

function roleOptions(selected: string) {
  return OPERATOR_ROLES.map((role) => ({ value: role, label: role, selected: role === selected }));
}
