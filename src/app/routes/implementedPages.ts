import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';

/**
 * The screens this edition implements, by catalogue path (routeCatalogue kind 'page'). Each loads lazily.
 * A 'page' route missing here shows NotAvailable. Add new pages here, nowhere else.
 */
export const implementedPages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': lazyPage(() => import('../dashboard/Dashboard')),
  '/changePassword': lazyPage(() => import('../login/ChangePasswordPage')),
  '/rolesAndPermission': lazyPage(() => import('../../../resources/rolesAndPermission')),
  '/auditTrail': lazyPage(() => import('../../../resources/auditTrail')),
  '/lockAttendanceDate': lazyPage(() => import('../attendance/LockAttendanceDatePage')),
  '/adminAttendance/swipeIngestion': lazyPage(() => import('../attendance/DeviceKeysPage')),
};
