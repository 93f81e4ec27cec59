import { useLoginDetails } from '../auth/useLoginDetails';
import { moduleNameFor } from './moduleName';

/** The display name of the module at a route path (menu text when the user has it). */
export function useModuleName(path: string): string {
  const permission = useLoginDetails()?.userDetails?.permission;
  return moduleNameFor(path, permission);
}
