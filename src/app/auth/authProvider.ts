import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiRequest } from '../http/httpClient';
import { serverMessageOf } from '../http/serverMessageOf';
import { showToast } from '../toast/toastStore';
import { accessForPath } from './accessForPath';
import { encryptPassword } from './encryptPassword';
import { endServerSession } from './endServerSession';
import { clearLoginDetails, getLoginDetails, saveLoginDetails } from './loginStorage';
import type { Access, LoginDetails, PermissionItem } from './types';
import { personName } from '../../shared/personName';

export interface LoginParams {
  empId: string;
  password: string;
  remember?: boolean;
}

const ACCESS_FOR_ACTION: Record<string, keyof Access> = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'add',
  clone: 'add',
  edit: 'edit',
  delete: 'delete',
};

// `message: false` keeps react-admin from adding its own notification: the spec sends the user to /login silently.
const NOT_SIGNED_IN = { message: false, redirectTo: '/login' } as const;

/**
 * react-admin's view of the session kept by loginStorage. Navigation after sign-in is the login page's job
 * (spec 000 §4 wants a 0.5 s pause react-admin's useLogin cannot give).
 */
export const authProvider: AuthProvider = {
  async login({ empId, password, remember = false }: LoginParams): Promise<LoginDetails> {
    let details: LoginDetails;
    try {
      const encrypted = await encryptPassword(password);
      details = await apiRequest<LoginDetails>('/users/auth/login', {
        method: 'POST',
        body: { empId, ...encrypted },
        silent: true,
        skipRefresh: true,
      });
    } catch (error) {
      showToast(serverMessageOf(error) ?? 'Login failed', 'error');
      throw error;
    }
    saveLoginDetails(details, remember);
    showToast('Login successful', 'success');
    return details;
  },

  async logout() {
    await endServerSession();
    clearLoginDetails();
  },

  async checkAuth() {
    if (!getLoginDetails()) throw NOT_SIGNED_IN;
  },

  // httpClient only lets a 401 through after its one refresh failed, so a 401 here means the session is over.
  // 403 is a refused action, not a lost session: the user stays signed in.
  async checkError(error: { status?: number } | null) {
    if (error?.status === 401) throw NOT_SIGNED_IN;
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getLoginDetails()?.userDetails;
    if (!user) throw NOT_SIGNED_IN;
    return { id: user.empId, fullName: personName(user.firstName, user.lastName) };
  },

  async getPermissions(): Promise<PermissionItem[]> {
    return getLoginDetails()?.userDetails.permission ?? [];
  },

  async canAccess({ resource, action }: { resource: string; action: string }): Promise<boolean> {
    const permissions = getLoginDetails()?.userDetails.permission ?? [];
    const access = accessForPath(permissions, `/${resource}`);
    const key = ACCESS_FOR_ACTION[action];
    return Boolean(access && key && access[key]);
  },
};

export default authProvider;
