import type { ComponentType, LazyExoticComponent } from 'react';
import type { Access } from '../auth/types';
import { lazyPage } from '../routes/lazyPage';

/**
 * Screens a master's page shows below its list, by master name: what the spec puts on that screen beyond the
 * generic table (the organisation mapping, spec 002 §3/§4). Each loads lazily, with the page's access.
 */
export const masterCompanions: Readonly<Record<string, LazyExoticComponent<ComponentType<{ access: Access }>>>> = {
  organization: lazyPage(() => import('../../../resources/organizationMapping')),
  // The live preview and variable palette a schema form cannot express (docs/mail-templates.md).
  mailTemplate: lazyPage(() => import('../../../resources/mailTemplatePreview')),
};
