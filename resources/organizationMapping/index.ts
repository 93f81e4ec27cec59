export { OrganizationMappingSection, default } from './OrganizationMappingSection';
export { useOrganizationMapping } from './useOrganizationMapping';
