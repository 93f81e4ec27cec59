/** An organisation as the mapping look-ups answer it (GET /api/organization/organization-map and -nonmap). */
export interface MappingOrganization {
  id: number;
  organizationCode: string;
  organizationDetail: string;
  status: 'Active' | 'Inactive';
}
