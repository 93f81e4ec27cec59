import type { ComponentType } from 'react';
import PermissionGuard from './PermissionGuard';

/**
 * Wraps a component (e.g. a react-admin <Resource list=…>) in the permission guard of a route path:
 * `<Resource name="gender" list={withPermissionGuard('/gender', GenderList)} />`.
 */
export function withPermissionGuard<P extends object>(path: string, Component: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <PermissionGuard path={path}>
        <Component {...props} />
      </PermissionGuard>
    );
  }
  Guarded.displayName = `WithPermissionGuard(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Guarded;
}
