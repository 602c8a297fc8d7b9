import { personEditMessage, type MessageKey, type UserDto } from '@boxstudio/contracts';

/** The success message of an edit on a people screen, from the person before and after it. */
export function editMessage(before: UserDto, after: UserDto, screen: 'CLIENT' | 'EMPLOYEE'): MessageKey {
  return personEditMessage(screen, before.isActive, after.isActive);
}
