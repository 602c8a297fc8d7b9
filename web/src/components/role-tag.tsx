import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@boxstudio/contracts';
import './role-tag.css';

/**
 * Spec §6: ADMIN error, MANAGER warning, SUPERVISOR info, INSTRUCTOR success. The roles the
 * employees screen does not manage get colours of their own so every role reads apart on the users
 * screen: the super admin a solid error chip, an employee the accent, a client none.
 */
const LOOKS: Readonly<Record<Role, { readonly intent: Intent; readonly minimal: boolean; readonly info?: true }>> = {
  SUPER_ADMIN: { intent: Intent.DANGER, minimal: false },
  ADMIN: { intent: Intent.DANGER, minimal: true },
  MANAGER: { intent: Intent.WARNING, minimal: true },
  // Blueprint has no info intent: the spec's info blue comes from role-tag.css.
  SUPERVISOR: { intent: Intent.NONE, minimal: true, info: true },
  INSTRUCTOR: { intent: Intent.SUCCESS, minimal: true },
  EMPLOYEE: { intent: Intent.PRIMARY, minimal: true },
  CLIENT: { intent: Intent.NONE, minimal: true },
};

/** A person's role chip with the spec's label (Administrador, Gerente, Supervisor, Instructor…). */
export function RoleTag({ role }: { readonly role: Role }) {
  const { t } = useTranslation('admin-shell');
  const look = LOOKS[role];
  return (
    <Tag
      className={`role-tag role-tag--${role.toLowerCase()}${look.info ? ' role-tag--info' : ''}`}
      intent={look.intent}
      minimal={look.minimal}
      round
    >
      {t(`roles.${role}`)}
    </Tag>
  );
}
